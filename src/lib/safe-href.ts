/** A link target from content, checked: what may be rendered, and whether it leaves the site. */
export type SafeHref = { href: string; external: boolean }

/** A dot segment of a path, its dots written or percent-encoded. */
const dotSegment = /(^|\/)(\.|%2e){1,2}(?=\/|\?|#|$)/i

/**
 * A path of this site as a browser reads it: dot segments (written or
 * encoded) resolved, so that what is checked is what the browser follows
 * (`/.//evil.example` is the address `//evil.example`, another host).
 */
function sitePath(value: string): SafeHref | null {
  if (/[\s\\]/.test(value) || value.startsWith('//')) return null
  if (!dotSegment.test(value)) return { href: value, external: false }
  const url = new URL(value, 'http://site.invalid')
  const href = `${url.pathname}${url.search}${url.hash}`
  return href.startsWith('//') ? null : { href, external: false }
}

/**
 * Accepts site paths (`/news`), `https:`/`http:` addresses, `mailto:` and
 * `tel:`; anything else (`javascript:`, `data:`, `//host`, relative or
 * malformed targets) is refused and rendered as plain text by the caller.
 */
export function safeHref(raw: string | null | undefined, siteOrigin: string): SafeHref | null {
  const value = raw?.trim()
  if (!value) return null
  if (/^\/(?!\/)/.test(value)) return sitePath(value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:')
    return { href: url.href, external: false }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  // The site's own address, as a path: checked as one (`https://site//evil.example` is another host).
  if (url.origin === siteOrigin) return sitePath(`${url.pathname}${url.search}${url.hash}`)
  return { href: url.href, external: true }
}

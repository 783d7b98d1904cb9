/** A link target from content, checked: what may be rendered, and whether it leaves the site. */
export type SafeHref = { href: string; external: boolean }

/**
 * Accepts site paths (`/news`), `https:`/`http:` addresses, `mailto:` and
 * `tel:`; anything else (`javascript:`, `data:`, `//host`, relative or
 * malformed targets) is refused and rendered as plain text by the caller.
 */
export function safeHref(raw: string | null | undefined, siteOrigin: string): SafeHref | null {
  const value = raw?.trim()
  if (!value) return null
  if (/^\/(?!\/)/.test(value)) return /[\s\\]/.test(value) ? null : { href: value, external: false }
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
  if (url.origin === siteOrigin)
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false }
  return { href: url.href, external: true }
}

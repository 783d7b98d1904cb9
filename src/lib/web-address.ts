/**
 * An address of the web as editors may give it for a link or a QR code:
 * `https:` or `http:`, with a host, no user name or password, nothing that
 * is not part of an address (spaces, quotes, angle brackets). Scheme-relative
 * (`//host`), `data:`, `javascript:` and every other scheme are refused.
 * Returns the address as the URL parser writes it, or null.
 */
export function webAddress(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text || !/^https?:\/\//i.test(text) || /[\s"'<>\\`]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (!url.hostname || url.username || url.password) return null
  return url.href
}

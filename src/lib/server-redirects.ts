import { findRedirect, type RedirectRule } from './build-update'
import { safeHref } from './safe-href'

/**
 * Whether a redirect rule's target may be followed: a path of this site, or
 * an https address on one of the configured hosts (REDIRECT_HOSTS).
 */
export function isAllowedRedirect(to: string, siteOrigin: string, hosts: readonly string[]) {
  const target = safeHref(to, siteOrigin)
  if (!target || target.href.startsWith('mailto:') || target.href.startsWith('tel:')) return false
  if (!target.external) return true
  const url = new URL(target.href)
  return url.protocol === 'https:' && !url.port && hosts.includes(url.hostname)
}

/** Where a request for `pathname` is sent by a rule, checked again; null when no rule applies. */
export function redirectTarget(
  rules: readonly RedirectRule[],
  pathname: string,
  siteOrigin: string,
  hosts: readonly string[],
): { location: string; status: 307 | 308 } | null {
  const rule = findRedirect(rules, pathname)
  if (!rule || !isAllowedRedirect(rule.to, siteOrigin, hosts)) return null
  const target = safeHref(rule.to, siteOrigin)
  const location = target && headerSafe(target.href)
  return location ? { location, status: rule.permanent ? 308 : 307 } : null
}

/**
 * A link target as a `Location` header carries it: percent-encoded (a path
 * or query in Chinese is not a valid header value); null when it cannot be.
 */
export function headerSafe(href: string): string | null {
  try {
    const url = new URL(href, 'http://site.invalid')
    const path = href.startsWith('/')
    // A path that a browser would read as another host is never sent.
    if (path && url.origin !== 'http://site.invalid') return null
    const encoded = path ? `${url.pathname}${url.search}${url.hash}` : url.href
    // A path that a browser would read as another host is never sent.
    return /^[\x21-\x7e]+$/.test(encoded) && !encoded.startsWith('//') ? encoded : null
  } catch {
    return null
  }
}

import { buildId } from './build-id'
import { findRedirect, metaPath, type BuildMeta, type RedirectRule } from './build-update'
import { loopbackJson } from './loopback-json'
import { safeHref } from './safe-href'

/** How long the proxy keeps the editors' redirect rules before asking again. */
export const REDIRECT_RULES_TTL_MS = 2_000

/**
 * The editors' redirect rules, as the build meta of the running build
 * publishes them, kept for a moment (see loopback-json).
 */
export const redirectRules = loopbackJson<RedirectRule[]>({
  path: () => metaPath(buildId),
  ttlMs: REDIRECT_RULES_TTL_MS,
  fallback: [],
  parse: (body, status) => {
    if (status !== 200) return undefined
    const meta = body as Partial<BuildMeta> | null
    return Array.isArray(meta?.redirects) ? meta.redirects : undefined
  },
  what: 'the redirect rules',
})

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
  return target ? { location: target.href, status: rule.permanent ? 308 : 307 } : null
}

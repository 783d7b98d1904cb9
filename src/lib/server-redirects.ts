import { buildId } from './build-id'
import { findRedirect, metaPath, type BuildMeta, type RedirectRule } from './build-update'
import { safeHref } from './safe-href'

/** How long the proxy keeps the editors' redirect rules before asking again. */
export const REDIRECT_RULES_TTL_MS = 5_000

type State = { rules: RedirectRule[]; fetchedAt: number; refreshing?: Promise<void> }
const state: State = { rules: [], fetchedAt: 0 }

async function refresh(origin: string): Promise<void> {
  try {
    const response = await fetch(new URL(metaPath(buildId), origin), { cache: 'no-store' })
    if (response.ok) {
      const meta = (await response.json()) as Partial<BuildMeta>
      if (Array.isArray(meta.redirects)) state.rules = meta.redirects
    }
  } catch (error) {
    // Keep the last known rules; the next request tries again.
    console.error('Could not load the redirect rules', error)
  } finally {
    state.fetchedAt = Date.now()
    state.refreshing = undefined
  }
}

/**
 * The editors' redirect rules, as the build meta publishes them, kept for a
 * few seconds. The proxy cannot read the CMS itself, so it asks the server's
 * own meta route (on loopback when the port is known). Only the first request
 * waits; later ones use the last rules while a refresh runs.
 */
export async function redirectRules(
  requestOrigin: string,
  now = Date.now(),
): Promise<RedirectRule[]> {
  if (now - state.fetchedAt > REDIRECT_RULES_TTL_MS && !state.refreshing) {
    const origin = process.env.PORT ? `http://localhost:${process.env.PORT}` : requestOrigin
    state.refreshing = refresh(origin)
    if (state.fetchedAt === 0) await state.refreshing
  }
  return state.rules
}

/** Where a request for `pathname` is sent by a rule, checked again; null when no rule applies. */
export function redirectTarget(
  rules: readonly RedirectRule[],
  pathname: string,
  siteOrigin: string,
): { location: string; status: 307 | 308 } | null {
  const rule = findRedirect(rules, pathname)
  if (!rule) return null
  const target = safeHref(rule.to, siteOrigin)
  if (!target || target.href.startsWith('mailto:') || target.href.startsWith('tel:')) return null
  if (target.external && !target.href.startsWith('https://')) return null
  return { location: target.href, status: rule.permanent ? 308 : 307 }
}

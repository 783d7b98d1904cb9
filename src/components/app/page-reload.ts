import { mayReload } from '@/lib/build-update'
import { RELOAD_GUARD_KEY } from '@/lib/code-failure-script'

const SCROLL_KEY = 'build-update:scroll'
/** How long after a click on an in-site link a failure is taken for that navigation's. */
const NAVIGATION_MS = 10_000

/** The in-site link last followed, and when. */
let lastNavigation: { href: string; at: number } | undefined

/** Notes a client navigation to `href` as it starts (its code may still have to arrive). */
export function noteNavigation(href: string): void {
  lastNavigation = { href, at: Date.now() }
}

function readGuard(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/** Full page load of `href` unless the same path was reloaded in the last 10 s. */
export function guardedReload(href: string): boolean {
  const url = new URL(href, window.location.href)
  const guard = readGuard()
  const now = Date.now()
  if (!mayReload(guard[url.pathname], now)) return false
  guard[url.pathname] = now
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(guard))
  } catch {
    // Storage full or blocked: reload anyway.
  }
  window.location.assign(url.href)
  return true
}

/**
 * Loads the page anew where the visitor is going: the page of the link just
 * followed, if its code failed to arrive, else this one (its URL, query and
 * scroll position, put back by `restoreScroll` after the load); unless that
 * path was loaded anew in the last 10 s: then returns false and the caller
 * says what failed.
 */
export function reloadKeepingPlace(): boolean {
  const navigation =
    lastNavigation && Date.now() - lastNavigation.at < NAVIGATION_MS ? lastNavigation : undefined
  if (navigation) return guardedReload(navigation.href)
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: scrollY }))
  } catch {
    // Without storage the page still reloads, at the top.
  }
  return guardedReload(window.location.href)
}

/** After a reload by `reloadKeepingPlace`: back to where the visitor was. */
export function restoreScroll(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as {
      path: string
      y: number
    } | null
    if (saved && saved.path === location.pathname) {
      sessionStorage.removeItem(SCROLL_KEY)
      window.scrollTo(0, saved.y)
    }
  } catch {
    // Nothing saved.
  }
}

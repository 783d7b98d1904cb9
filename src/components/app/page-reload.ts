import { mayReload } from '@/lib/build-update'

const GUARD_KEY = 'build-update:reloads'
const SCROLL_KEY = 'build-update:scroll'

function readGuard(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? '{}') as Record<string, number>
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
    sessionStorage.setItem(GUARD_KEY, JSON.stringify(guard))
  } catch {
    // Storage full or blocked: reload anyway.
  }
  window.location.assign(url.href)
  return true
}

/**
 * Loads the page anew where the visitor is (its URL, query and scroll
 * position, put back by `restoreScroll` after the load), unless this path was
 * reloaded in the last 10 s: then returns false and the caller says what failed.
 */
export function reloadKeepingPlace(): boolean {
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

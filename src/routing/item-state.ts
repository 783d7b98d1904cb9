import { internalPaths, internalToken, internalTokenHeader } from '@/lib/internal-routes'
import { loopbackOrigin } from '@/lib/loopback-origin'
import { shortMemo } from '@/lib/short-memo'
import { itemStates, type ItemRoute, type ItemState } from './site-route'

/** How long an answer is reused: a publish reaches the proxy within this time. */
export const ITEM_STATE_TTL_MS = 1_000

/**
 * Asks the server's internal route at `path` for `key`, and reads its answer
 * with `read` (undefined: not understood). When it cannot answer (a stalled
 * or overloaded server), the answer is `unknown`: the page decides, so the
 * visitor still gets the right page, and the failure is a warning, not an
 * error. That answer is kept for the second too, so that a server that
 * cannot answer is not asked again by every request.
 */
async function askServer<T>(
  path: string,
  key: string,
  read: (body: Record<string, unknown> | null) => T | undefined,
): Promise<T | 'unknown'> {
  try {
    const response = await fetch(`${loopbackOrigin()}${path}?${key}`, {
      headers: { [internalTokenHeader]: internalToken() },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    // Read whatever the status: a 503 says what cannot be read now (`unavailable`).
    const answer = read(body)
    if (answer !== undefined) return answer
    console.warn(`Could not look up ${key}: status ${response.status}; the page decides`)
  } catch (error) {
    console.warn(`Could not look up ${key}; the page decides`, error)
  }
  return 'unknown'
}

/**
 * The server's answers, each reused for a second and shared by the requests
 * of that second: an article read by many costs one lookup a second, not one
 * per request. Memory only, at most 1,000 answers, the oldest dropped first.
 */
const remembered = shortMemo(
  (key) =>
    askServer(internalPaths.item, key, (body) => itemStates.find((value) => value === body?.state)),
  { ttlMs: ITEM_STATE_TTL_MS, maxKeys: 1_000 },
)

/**
 * The proxy's one lookup (docs/decisions/002): whether visitors can read an
 * article or a job opening in a language, asked of the server's own
 * `/internal/item`, which answers from the cached index of the items (so an
 * id that does not exist stores nothing in the cache). When the server
 * cannot be asked, the state is `unknown` and the page decides.
 *
 * It can go when Next.js sends server HTML for `notFound()` raised by a page
 * (vercel/next.js#62228): then the page decides alone.
 */
export function itemStateOf(item: ItemRoute): Promise<ItemState> {
  const key = new URLSearchParams({ item: item.item, locale: item.locale, id: String(item.id) })
  return remembered(key.toString())
}

const views = shortMemo(
  (key) =>
    askServer(internalPaths.newsView, key, (body) =>
      typeof body?.view === 'string' ? body.view : undefined,
    ),
  { ttlMs: ITEM_STATE_TTL_MS, maxKeys: 1_000 },
)

/**
 * The key of the news list's view a view's key shows, given what exists
 * (`canonicalNewsQuery`), asked of the server's `/internal/news-view`, which
 * reads the cached article counts: the proxy sends a URL of another view on
 * to that view's URL, so that no view is rendered for a page past the last
 * or a year outside the archive. `unknown` when the server cannot be asked.
 */
export function newsViewOf(locale: string, view: string): Promise<string> {
  return views(new URLSearchParams({ locale, view }).toString())
}

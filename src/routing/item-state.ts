import { internalPaths, internalToken, internalTokenHeader } from '@/lib/internal-routes'
import { loopbackOrigin } from '@/lib/loopback-origin'
import { itemStates, type ItemRoute, type ItemState } from './site-route'

/**
 * The proxy's one lookup (docs/decisions/002): whether visitors can read an
 * article or a job opening in a language, asked of the server's own
 * `/internal/item`, which answers from the cached index of the items (so an
 * id that does not exist stores nothing). Nothing is kept here: the answer is
 * as fresh as the index, which every save drops. When the server cannot be
 * asked, the state is `unknown` and the page decides.
 *
 * It can go when Next.js sends server HTML for `notFound()` raised by a page
 * (vercel/next.js#62228): then the page decides alone.
 */
export async function itemStateOf(item: ItemRoute): Promise<ItemState> {
  const search = new URLSearchParams({ item: item.item, locale: item.locale, id: String(item.id) })
  try {
    const response = await fetch(`${loopbackOrigin()}${internalPaths.item}?${search}`, {
      headers: { [internalTokenHeader]: internalToken() },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    const body = (await response.json().catch(() => null)) as { state?: unknown } | null
    const state = itemStates.find((value) => value === body?.state)
    if (state) return state
    console.error(`Could not look up ${item.item} ${item.id}: status ${response.status}`)
  } catch (error) {
    console.error(`Could not look up ${item.item} ${item.id}`, error)
  }
  return 'unknown'
}

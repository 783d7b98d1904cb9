import { isItemKind } from '@/content/types'
import { itemData } from '@/data/types'
import { isLocale } from '@/i18n/locales'
import { isInternalRequest, notInternal } from '@/lib/internal-routes'
import { parseId } from '@/lib/parse-id'
import { itemStateIn, type ItemState } from '@/routing/site-route'

/**
 * Whether visitors can read an item (an article, a job opening: the kinds of
 * src/content/types.ts) in a language, for the proxy
 * (src/routing/item-state.ts): `{ "state": … }`, read from the cached index
 * of the items, or `unavailable` (503) while they cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return notInternal()
  const params = new URL(request.url).searchParams
  const item = params.get('item')
  const locale = params.get('locale')
  const id = parseId(params.get('id'))
  const answer = (state: ItemState, status = 200) =>
    Response.json({ state }, { status, headers: { 'Cache-Control': 'no-store' } })
  if (!isItemKind(item) || !isLocale(locale) || id === null) return answer('missing')
  try {
    return answer(itemStateIn(await itemData(item).locales(id), locale))
  } catch (error) {
    console.error(`Could not read the items of kind ${item}`, error)
    return answer('unavailable', 503)
  }
}

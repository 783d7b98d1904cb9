import {
  canonicalNewsQuery,
  newsViewKey,
  parseNewsViewKey,
} from '@/content-types/news/content/query'
import { getNewsCounts } from '@/content-types/news/data/news'
import { isLocale } from '@/i18n/locales'
import { isInternalRequest, notInternal } from '@/lib/internal-routes'

/**
 * The view of the news list that a view's key shows, given the articles
 * there are (`canonicalNewsQuery`), for the proxy (src/routing/item-state.ts):
 * `{ "view": key }`, read from the cached article counts, or 503 while they
 * cannot be read. A key that is not one is answered as it is (the page's 404).
 */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return notInternal()
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const view = params.get('view') ?? ''
  const answer = (body: object, status = 200) =>
    Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  const query = parseNewsViewKey(view)
  if (!isLocale(locale) || !query) return answer({ view })
  try {
    return answer({ view: newsViewKey(canonicalNewsQuery(query, await getNewsCounts(locale))) })
  } catch (error) {
    console.error('Could not read the article counts', error)
    return answer({ state: 'unavailable' }, 503)
  }
}

import { getArticleLocales } from '@/data/news-article'
import { getJobLocales } from '@/data/jobs'
import { isLocale } from '@/i18n/locales'
import { isInternalRequest, notInternal } from '@/lib/internal-routes'
import { parseId } from '@/lib/parse-id'
import { itemStateIn, type ItemState } from '@/routing/site-route'

const readers = { article: getArticleLocales, job: getJobLocales }

/**
 * Whether visitors can read an article or a job opening in a language, for
 * the proxy (src/routing/item-state.ts): `{ "state": … }`, read from the
 * cached index of the items, or `unavailable` (503) while they cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return notInternal()
  const params = new URL(request.url).searchParams
  const item = params.get('item')
  const locale = params.get('locale')
  const id = parseId(params.get('id'))
  const answer = (state: ItemState, status = 200) =>
    Response.json({ state }, { status, headers: { 'Cache-Control': 'no-store' } })
  if ((item !== 'article' && item !== 'job') || !isLocale(locale) || id === null) {
    return answer('missing')
  }
  try {
    return answer(itemStateIn(await readers[item](id), locale))
  } catch (error) {
    console.error(`Could not read the ${item === 'article' ? 'articles' : 'job openings'}`, error)
    return answer('unavailable', 503)
  }
}

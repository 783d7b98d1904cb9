import { getArticle, getArticleLocales } from '@/data/news'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

/**
 * Whether visitors can read an article in a language, for the proxy, which
 * answers the others with the 404 page before anything is rendered
 * (docs/decisions/002): `{ "readable": true | false }`, with
 * `"otherLanguage": true` when visitors can read it in the other language,
 * or 503 when the article cannot be read now (the database does not answer
 * and nothing is cached). The read is the page's own cached read, so it also
 * warms it.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const id = parseId(params.get('id'))
  if (!isLocale(locale) || id === null) {
    return Response.json({ readable: false }, { headers })
  }
  try {
    if ((await getArticle(locale, id)) !== null)
      return Response.json({ readable: true }, { headers })
    const otherLanguage = (await getArticleLocales(id)).some((other) => other !== locale)
    return Response.json({ readable: false, otherLanguage }, { headers })
  } catch (error) {
    console.error('Could not read an article', error)
    return Response.json({ error: 'unavailable' }, { status: 503, headers })
  }
}

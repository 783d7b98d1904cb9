import { readNewsCountsNow } from '@/data/news'
import { isLocale } from '@/i18n/locales'

/**
 * How many articles each category has per month in a language, read afresh,
 * for the proxy, which maps a news list URL to the one cached view it shows
 * (src/features/news/news-view-route.ts); 503 while the articles cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const locale = new URL(request.url).searchParams.get('locale')
  if (!isLocale(locale)) return Response.json({ error: 'Unknown locale' }, { status: 400, headers })
  try {
    return Response.json(await readNewsCountsNow(locale), { headers })
  } catch (error) {
    console.error('Could not count the articles', error)
    return Response.json({ error: 'unavailable' }, { status: 503, headers })
  }
}

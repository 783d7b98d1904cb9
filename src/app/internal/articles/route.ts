import { getNewsIndex } from '@/data/news'
import { locales } from '@/i18n/locales'

/**
 * The ids of the articles visitors may read, per locale, for the proxy: an id
 * that is not listed gets the 404 page before anything is rendered
 * (docs/decisions/002). Only published ids, which the site lists anyway.
 */
export async function GET(): Promise<Response> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, (await getNewsIndex(locale)).map((item) => item.id)]),
  )
  return Response.json(Object.fromEntries(entries), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

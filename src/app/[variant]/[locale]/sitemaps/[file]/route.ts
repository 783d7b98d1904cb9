import { getSitemapFile, getSitemapFiles } from '@/data/sitemap'
import { isLocale } from '@/i18n/locales'
import { sitemapFileNumber, xmlResponse } from '@/lib/sitemap-files'

type Params = { params: Promise<{ locale: string; file: string }> }

/** File N of a language's sitemap (`/sitemaps/N.xml`), listed by its index at /sitemap.xml. */
export async function GET(_request: Request, { params }: Params) {
  const { locale, file } = await params
  const number = sitemapFileNumber(file)
  if (!isLocale(locale) || number === undefined) {
    return new Response('Not found', { status: 404 })
  }
  const files = await getSitemapFiles(locale)
  // A sitemap of one file has no numbered files: /sitemap.xml is that file.
  const xml =
    files.length > 1 && number <= files.length ? await getSitemapFile(locale, number) : null
  if (!xml) return new Response('Not found', { status: 404 })
  return xmlResponse(xml)
}

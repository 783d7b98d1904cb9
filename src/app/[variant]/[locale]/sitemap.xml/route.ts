import { getSitemapFile, getSitemapFiles } from '@/data/sitemap'
import { absoluteUrl } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { sitemapIndexXml } from '@/lib/sitemap-xml'
import { sitemapFilePath, xmlResponse } from '@/lib/sitemap-files'

/**
 * A language's sitemap: every page in that language with its alternates, in
 * one file; an index of its files when it outgrows one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const files = await getSitemapFiles(locale)
  if (files.length === 1) {
    const xml = await getSitemapFile(locale, 1)
    if (xml) return xmlResponse(xml)
  }
  const origin = siteOrigin()
  return xmlResponse(
    sitemapIndexXml(
      files.map((file, index) => ({
        loc: absoluteUrl(origin, sitemapFilePath(index + 1), locale),
        lastModified: new Date(file.lastModified),
      })),
    ),
  )
}

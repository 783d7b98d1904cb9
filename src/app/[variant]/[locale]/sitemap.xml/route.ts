import { getSitemapUrls } from '@/data/sitemap'
import { isLocale } from '@/i18n/locales'
import { sitemapXml } from '@/lib/sitemap-xml'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return new Response(sitemapXml(await getSitemapUrls(locale)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

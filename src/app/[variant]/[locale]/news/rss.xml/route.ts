import { getTranslations } from 'next-intl/server'
import { getFeedArticles } from '@/content-types/news/data/news'
import { feedHtml } from '@/content-types/news/ui/feed-html'
import { absoluteUrl } from '@/i18n/alternates'
import { htmlLang, isLocale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { rssXml } from '@/lib/rss-xml'
import { newsArticleHref, newsFeedHref } from '@/content-types/news/content/routes'

/** How many articles the feed carries. */
const FEED_SIZE = 20

/** The news feed of a language: its latest published articles, each with its whole text. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [t, tMeta, items] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'metadata' }),
    getFeedArticles(locale, FEED_SIZE),
  ])
  const origin = siteOrigin()
  const xml = rssXml(
    {
      title: `${t('title')} | ${tMeta('siteName')}`,
      link: absoluteUrl(origin, '/news', locale),
      self: absoluteUrl(origin, newsFeedHref, locale),
      description: t('intro'),
      language: htmlLang[locale],
    },
    items.map((item) => ({
      title: item.title,
      link: absoluteUrl(origin, newsArticleHref(item.id), locale),
      description: item.summary,
      category: t(`categories.${item.category}`),
      published: new Date(item.publishedAt),
      content: feedHtml(item.body, locale, origin),
    })),
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}

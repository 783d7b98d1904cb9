import 'server-only'
import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import { locales, type Locale } from '@/i18n/locales'
import { buildTimestamp } from '@/lib/build-id'
import { articleArt } from '@/content-types/news/content/cover-art'
import { newsArticleHref, newsRoutes } from '@/content-types/news/content/routes'
import { getNewsIndex, getReadableNews, holds } from '@/content-types/news/data/news'
import { getArticle, getArticleLocales } from '@/content-types/news/data/news-article'
import { cardPicture, type ItemCard, type ItemTypeData, type SitemapPage } from '@/data/type-data'

/** The news list (changed with its latest article) and every article in its languages. */
async function newsPages(): Promise<SitemapPage[]> {
  const indexes = await Promise.all(
    locales.map(async (locale) => ({ locale, index: await getNewsIndex(locale) })),
  )
  const articles = new Map<number, { lastModified: Date; locales: Locale[] }>()
  for (const { locale, index } of indexes) {
    for (const item of index) {
      const entry = articles.get(item.id) ?? { lastModified: new Date(0), locales: [] }
      const changed = new Date(item.updatedAt)
      if (changed > entry.lastModified) entry.lastModified = changed
      entry.locales.push(locale)
      articles.set(item.id, entry)
    }
  }
  const latest = Math.max(
    buildTimestamp || 0,
    ...[...articles.values()].map((entry) => entry.lastModified.getTime()),
  )
  return [
    { href: newsRoutes.list, lastModified: new Date(latest || Date.now()), locales },
    ...[...articles].map(([id, entry]) => ({ href: newsArticleHref(id), ...entry })),
  ]
}

/** An article's card: its category, title and date over its cover, or its editor's share image. */
async function articleCard(locale: Locale, id: number): Promise<ItemCard | null> {
  // An id visitors cannot read stores nothing: the readable articles say so first.
  if (!holds(await getReadableNews(locale), id)) return null
  const article = await getArticle(locale, id)
  if (!article) return null
  const t = await getTranslations({ locale })
  return {
    eyebrow: t(`news.categories.${article.category}`),
    title: article.title,
    detail: formatDate(article.publishedAt, locale),
    art: articleArt(article.id, article.category),
    // An editor's share image of this language is the card; else the cover is its ground.
    ...(article.shareImage
      ? { picture: cardPicture(article.shareImage), bare: true }
      : { picture: cardPicture(article.cover) }),
  }
}

/** The news in the sitemaps, the proxy's lookup and the share cards. */
export const newsData = {
  pages: newsPages,
  locales: getArticleLocales,
  card: articleCard,
} satisfies ItemTypeData

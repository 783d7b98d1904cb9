import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { NewsArticle } from '@/content-types/news/data/news-article'
import { alternates, absoluteUrl } from '@/i18n/alternates'
import { htmlLang, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { newsArticleHref } from '@/content-types/news/content/routes'
import { socialMetadata } from '@/features/share/social-metadata'
import { getShareCard } from '@/data/share-cards'

/** Title, description, canonical, hreflang (only to existing translations), Open Graph and card. */
export async function articleMetadata(
  article: NewsArticle,
  locale: Locale,
  available: readonly Locale[],
): Promise<Metadata> {
  const origin = siteOrigin()
  return {
    title: article.seoTitle,
    description: article.seoDescription,
    alternates: alternates(origin, newsArticleHref(article.id), locale, available),
    ...(await socialMetadata(
      locale,
      { kind: 'article', id: article.id },
      {
        title: article.seoTitle,
        description: article.seoDescription,
        url: absoluteUrl(origin, newsArticleHref(article.id), locale),
        article: { publishedTime: article.publishedAt, modifiedTime: article.updatedAt },
      },
    )),
  }
}

/**
 * The article's pictures for search engines, which read raster images only:
 * the uploaded cover at its largest, and the share card (a PNG that also
 * stands for a cover drawn as SVG).
 */
function articleImages(article: NewsArticle, cardHref: string | undefined): string[] | undefined {
  const origin = siteOrigin()
  const cover =
    article.cover && !article.cover.drawn
      ? new URL(article.cover.srcSet.at(-1)?.url ?? article.cover.url, origin).href
      : undefined
  const images = [cover, cardHref && new URL(cardHref, origin).href].filter((url): url is string =>
    Boolean(url),
  )
  return images.length > 0 ? images : undefined
}

/** JSON-LD of an article page: the NewsArticle and its breadcrumb trail. */
export async function articleStructuredData(article: NewsArticle, locale: Locale) {
  const origin = siteOrigin()
  const [t, tMeta, card] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'metadata' }),
    getShareCard(locale, { kind: 'article', id: article.id }),
  ])
  const url = absoluteUrl(origin, newsArticleHref(article.id), locale)
  const organization = {
    '@type': 'Organization',
    name: tMeta('siteName'),
    url: absoluteUrl(origin, '/', locale),
    logo: new URL('/assets/brand/icon.svg', origin).href,
  }
  return [
    {
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      inLanguage: htmlLang[locale],
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      mainEntityOfPage: url,
      image: articleImages(article, card?.href),
      author: organization,
      publisher: organization,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: t('breadcrumb.home'), item: absoluteUrl(origin, '/', locale) },
        { name: t('breadcrumb.news'), item: absoluteUrl(origin, '/news', locale) },
        { name: t('breadcrumb.detail'), item: url },
      ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
    },
  ]
}

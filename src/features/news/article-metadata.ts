import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { NewsArticle } from '@/data/news-article'
import { alternates, absoluteUrl } from '@/i18n/alternates'
import { htmlLang, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { newsArticleHref } from '@/content/news/routes'
import { socialMetadata } from '@/features/share/social-metadata'

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

/** JSON-LD of an article page: the NewsArticle and its breadcrumb trail. */
export async function articleStructuredData(article: NewsArticle, locale: Locale) {
  const origin = siteOrigin()
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'metadata' }),
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
      image: article.cover
        ? [new URL(article.cover.srcSet.at(-1)?.url ?? article.cover.url, origin).href]
        : undefined,
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

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/ui/json-ld'
import { getArticle, getArticleLocales } from '@/content-types/news/data/news-article'
import { ArticleView } from '@/content-types/news/ui/article-view'
import { articleMetadata, articleStructuredData } from '@/content-types/news/ui/article-metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first visit and cached until the CMS changes the article.
export function generateStaticParams() {
  return []
}

async function read(params: Props['params']) {
  const { locale, id } = await params
  const articleId = parseId(id)
  if (!isLocale(locale) || articleId === null) return null
  const article = await getArticle(locale, articleId)
  return article ? { article, locale: locale satisfies Locale } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  if (!found) return {}
  return articleMetadata(found.article, found.locale, await getArticleLocales(found.article.id))
}

/**
 * An article. Ids visitors cannot read never get here: the proxy sends them
 * to the 404 page (decisions/002); notFound() covers the moment in between.
 */
export default async function ArticlePage({ params }: Props) {
  const found = await read(params)
  if (!found) notFound()
  const { article, locale } = found
  setRequestLocale(locale)
  return (
    <>
      <ArticleView article={article} locale={locale} />
      {(await articleStructuredData(article, locale)).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  )
}

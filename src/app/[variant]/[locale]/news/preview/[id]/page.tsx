import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPreviewArticle } from '@/content-types/news/data/news-article'
import { ArticleView } from '@/content-types/news/ui/article-view'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * An editor's preview of an article (its draft, in one language), linked from
 * the admin. Visitors get the 404 page: the proxy sends requests without a CMS
 * session there, and the data layer checks the session itself.
 */
export default async function ArticlePreviewPage({ params }: Props) {
  const { locale, id } = await params
  const articleId = parseId(id)
  if (!isLocale(locale) || articleId === null) notFound()
  setRequestLocale(locale)
  const [article, t] = await Promise.all([
    getPreviewArticle(locale, articleId, await headers()),
    getTranslations({ locale, namespace: 'news' }),
  ])
  if (!article) notFound()
  return <ArticleView article={article} locale={locale} notice={t('preview')} />
}

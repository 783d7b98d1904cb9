import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { plainNewsQuery } from '@/content/news/query'
import { NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await pageLocale(params))
}

/**
 * The plain news list (no query), prerendered and refreshed by the CMS's
 * hooks. A URL with a query is ./view/[key] (the proxy sends it there).
 */
export default async function NewsPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  // A refresh that cannot read the articles keeps the list before it.
  return <NewsListPage locale={locale} query={plainNewsQuery} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import { parseNewsViewKey } from '@/content/news/query'
import { pageLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; key: string }> }

// Rendered on the first visit and cached until the news change. The proxy
// sends here the key of a URL's query read by its form; a key that stands for
// another view shows that view and is not stored, so what is cached is
// bounded by the content (docs/decisions/007).
export function generateStaticParams() {
  return []
}

async function queryOf(params: Props['params']) {
  const query = parseNewsViewKey((await params).key)
  if (!query) notFound()
  return query
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await queryOf(params)
  return newsListMetadata(await pageLocale(params))
}

/** `/news?…`: a filtered view of the list, cached when it is the view that exists. */
export default async function NewsCachedViewPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  // A view that cannot be read is not kept: the error is thrown, so that a
  // cached view never holds the error state (the page before stays served).
  return <NewsListPage locale={locale} query={await queryOf(params)} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { NewsListPage, newsListMetadata } from '@/content-types/news/ui/news-list-page'
import { newsViewKey, parseNewsViewKey, plainNewsQuery } from '@/content-types/news/content/query'
import { pageLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; key: string }> }

// The one route of the news list. The proxy sends here the key of a URL's
// query read by its form. The plain list is prerendered; any other view is
// rendered on its first visit; each is cached until the news change. A key
// that stands for another view shows that view and is not stored, so what is
// cached is bounded by the content (docs/decisions/007).
export function generateStaticParams() {
  return [{ key: newsViewKey(plainNewsQuery) }]
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

/** `/news` and `/news?…`: a view of the list, cached when it is the view that exists. */
export default async function NewsListRoute({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  // A view that cannot be read is not kept: the error is thrown, so that a
  // cached view never holds the error state (the page before stays served;
  // the first visit gets ./error.tsx).
  return <NewsListPage locale={locale} query={await queryOf(params)} />
}

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import type { RawQuery } from '@/features/news/news-query'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await pageLocale(params))
}

/** `/news?…`: a filtered view of the list, rendered on demand (the proxy routes it here). */
export default async function NewsViewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <NewsListPage locale={locale} raw={await searchParams} />
}

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { SearchPage, searchMetadata } from '@/features/search/search-page'
import { parseSearchQuery } from '@/content/search/model'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata(await pageLocale(params))
}

/** `/search?q=…&type=…&page=…`: rendered per request; the results are kept per content version. */
export default async function SearchRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const values = await searchParams
  const first = (name: string) => {
    const value = values[name]
    return (Array.isArray(value) ? value[0] : value) ?? null
  }
  return <SearchPage locale={locale} query={parseSearchQuery({ get: first })} />
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NewsListPage } from '@/features/news/news-list-page'
import type { RawQuery } from '@/features/news/news-query'
import { alternates, absoluteUrl } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'

type Props = { params: LocaleParams; searchParams: Promise<RawQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'news' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: {
      ...alternates(siteOrigin(), '/news', locale),
      types: {
        'application/rss+xml': [
          { url: absoluteUrl(siteOrigin(), '/news/rss.xml', locale), title: t('feed') },
        ],
      },
    },
  }
}

export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <NewsListPage locale={locale} raw={await searchParams} />
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleUnavailable } from '@/content-types/news/ui/article-unavailable'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'news' })
  return { title: t('loadFailed'), robots: { index: false, follow: false } }
}

/**
 * What an article URL shows, with status 503, while the articles cannot be
 * read (the proxy routes it here). Prerendered, so it needs no database.
 */
export default async function ArticleUnavailablePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <ArticleUnavailable locale={locale} />
}

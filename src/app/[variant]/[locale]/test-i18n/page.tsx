import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TestI18n } from '@/features/test-i18n/test-i18n'
import { alternates } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'testI18n' })
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    alternates: alternates(siteOrigin(), '/test-i18n', locale),
  }
}

export default async function TestI18nPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <TestI18n locale={locale} />
}

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { Hero } from '@/features/home/hero'
import { alternates } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: alternates(siteOrigin(), '/', await pageLocale(params)) }
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <Hero locale={locale} />
}

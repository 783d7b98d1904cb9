import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { FaqPage, faqMetadata } from '@/content-types/faqs/ui/faq-page'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return faqMetadata(await pageLocale(params))
}

/** The FAQ, prerendered per language and refreshed by the CMS's hooks. */
export default async function FaqRoute({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <FaqPage locale={locale} />
}

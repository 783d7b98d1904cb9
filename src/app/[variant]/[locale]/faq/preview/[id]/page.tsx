import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getPreviewFaqs } from '@/content-types/faqs/data/read'
import { FaqPage, faqMetadata } from '@/content-types/faqs/ui/faq-page'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { ...(await faqMetadata(locale)), robots: { index: false, follow: false } }
}

/**
 * An editor's preview of one question (its draft, in one language) on the
 * FAQ page, linked from the admin. Visitors get the 404 page: the proxy sends
 * requests without a CMS session there, and the data layer checks the session.
 */
export default async function FaqPreviewPage({ params }: Props) {
  const { locale, id } = await params
  const faqId = parseId(id)
  if (!isLocale(locale) || faqId === null) notFound()
  setRequestLocale(locale)
  const preview = await getPreviewFaqs(locale, faqId, await headers())
  if (!preview) notFound()
  return <FaqPage locale={locale} preview={preview} />
}

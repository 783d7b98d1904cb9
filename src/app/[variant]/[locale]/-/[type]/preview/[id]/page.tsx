import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { uiOf } from '@/features/types'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; type: string; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * An editor's preview of an item (its draft, in one language), linked from
 * the admin. Visitors get the 404 page: the proxy sends requests without a
 * CMS session there, and the data layer checks the session itself.
 */
export default async function TypePreviewPage({ params }: Props) {
  const { locale, type, id } = await params
  const preview = uiOf(type)?.preview
  const itemId = parseId(id)
  if (!isLocale(locale) || !preview || itemId === null) notFound()
  setRequestLocale(locale)
  const page = await preview(locale, itemId, await headers())
  if (!page) notFound()
  return page
}

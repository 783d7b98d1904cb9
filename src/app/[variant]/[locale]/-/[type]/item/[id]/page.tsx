import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { uiOf } from '@/features/types'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; type: string; id: string }> }

// Rendered on the first visit and cached until the CMS changes the item.
export function generateStaticParams() {
  return []
}

async function read(params: Props['params']) {
  const { locale, type, id } = await params
  const item = uiOf(type)?.item
  const itemId = parseId(id)
  return isLocale(locale) && item && itemId !== null ? { locale, item, id: itemId } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? found.item.metadata(found.locale, found.id) : {}
}

/**
 * An item's page (an article…). Ids visitors cannot read never get here: the
 * proxy sends them to the 404 page (decisions/002); notFound() covers the
 * moment in between.
 */
export default async function TypeItemPage({ params }: Props) {
  const found = await read(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  const page = await found.item.page(found.locale, found.id)
  if (!page) notFound()
  return page
}

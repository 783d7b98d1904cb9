import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { typeUi, uiOf } from '@/features/types'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; type: string }> }

/** Prerendered for every type that has it, so that it needs no database. */
export function generateStaticParams() {
  return Object.entries(typeUi).flatMap(([type, ui]) => (ui.unavailable ? [{ type }] : []))
}
export const dynamicParams = false

async function read(params: Props['params']) {
  const { locale, type } = await params
  const unavailable = uiOf(type)?.unavailable
  return isLocale(locale) && unavailable ? { locale, unavailable } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? found.unavailable.metadata(found.locale) : {}
}

/** What an item's URL shows, with status 503, while the items cannot be read (the proxy routes it here). */
export default async function TypeUnavailablePage({ params }: Props) {
  const found = await read(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return found.unavailable.page(found.locale)
}

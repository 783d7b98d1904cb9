import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { typeUi, uiOf } from '@/features/types'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; type: string; view: string }> }

/** Each type's views named in its pages, prerendered; others on their first visit. */
export function generateStaticParams() {
  return Object.entries(typeUi).flatMap(([type, ui]) =>
    (ui.list?.views ?? []).map((view) => ({ type, view })),
  )
}

async function read(params: Props['params']) {
  const { locale, type, view } = await params
  const list = uiOf(type)?.list
  return isLocale(locale) && list ? { locale, list, view } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? found.list.metadata(found.locale, found.view) : {}
}

/** A content type's list (`/faq`…), at the view the proxy names. */
export default async function TypeListPage({ params }: Props) {
  const found = await read(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  const page = await found.list.page(found.locale, found.view)
  if (!page) notFound()
  return page
}

import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { NewsListFailedTextsProvider } from '@/content-types/news/ui/news-list-failed.client'
import { pageLocale, type LocaleParams } from '@/i18n/params'

/** Hands the list's error state (./error.tsx) its texts. */
export default async function NewsViewLayout({
  children,
  params,
}: {
  children: ReactNode
  params: LocaleParams
}) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'news' })
  const texts = {
    title: t('title'),
    intro: t('intro'),
    listFailed: t('listFailed'),
    reload: t('reload'),
  }
  return <NewsListFailedTextsProvider texts={texts}>{children}</NewsListFailedTextsProvider>
}

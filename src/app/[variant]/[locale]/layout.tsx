import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/layout/site-document'
import { htmlLang, isLocale, locales } from '@/i18n/locales'
import { hostVariants, isHostVariant } from '@/lib/host-variant'
import { siteOrigin } from '@/lib/env'

type Params = { variant: string; locale: string }

export function generateStaticParams(): Params[] {
  return hostVariants.flatMap((variant) => locales.map((locale) => ({ variant, locale })))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    icons: { icon: [{ url: '/assets/brand/icon.svg', type: 'image/svg+xml' }] },
    openGraph: { siteName: t('siteName'), type: 'website', locale: htmlLang[locale] },
  }
}

export const viewport: Viewport = { themeColor: '#070b1a', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<Params>
}) {
  const { variant, locale } = await params
  if (!isLocale(locale) || !isHostVariant(variant)) notFound()
  setRequestLocale(locale)
  return (
    <SiteDocument locale={locale} variant={variant}>
      {children}
    </SiteDocument>
  )
}

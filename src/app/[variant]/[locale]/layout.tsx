import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/features/shell/site-document'
import { isLocale, locales } from '@/i18n/locales'
import { hostVariants, isHostVariant } from '@/lib/host-variant'
import { siteOrigin } from '@/lib/env'
import { socialMetadata } from '@/features/share/social-metadata'

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
    // The site's card for any page without one of its own.
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'home' },
      { title: t('title'), description: t('description') },
    )),
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

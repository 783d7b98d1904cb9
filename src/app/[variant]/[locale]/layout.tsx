import '@/styles/globals.css'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { AppShell } from '@/components/app/app-shell'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
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
  const [messages, tA11y] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])

  return (
    <html lang={htmlLang[locale]} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow-pop"
        >
          {tA11y('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={{ error: messages.error }}>
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} variant={variant} />
          <AppShell locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}

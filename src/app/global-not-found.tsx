import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { SiteDocument } from '@/components/layout/site-document'
import { NotFoundScreen } from '@/features/not-found/not-found-screen'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { displayPath } from '@/lib/display-path'
import { isHostVariant } from '@/lib/host-variant'
import { siteHeaders } from '@/lib/request-headers'

/**
 * The 404 page of every unmatched path, server-rendered in the visitor's
 * language (the proxy tells which through request headers).
 */
async function request(): Promise<{ locale: Locale; variant: 'main' | 'alt'; path: string }> {
  const h = await headers()
  const locale = h.get(siteHeaders.locale)
  const variant = h.get(siteHeaders.variant)
  return {
    locale: isLocale(locale) ? locale : defaultLocale,
    variant: isHostVariant(variant) ? variant : 'main',
    path: h.get(siteHeaders.path) ?? '/',
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await request()
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function GlobalNotFound() {
  const { locale, variant, path } = await request()
  setRequestLocale(locale)
  return (
    <SiteDocument locale={locale} variant={variant}>
      <NotFoundScreen locale={locale} path={displayPath(path)} />
    </SiteDocument>
  )
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { SiteDocument } from '@/components/layout/site-document'
import { NotFoundScreen, type OtherLanguage } from '@/features/not-found/not-found-screen'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { displayPath } from '@/lib/display-path'
import { isHostVariant } from '@/lib/host-variant'
import { siteHeaders } from '@/lib/request-headers'

/**
 * The 404 page of every unmatched path, server-rendered in the visitor's
 * language (the proxy tells which through request headers).
 */
async function request(): Promise<{
  locale: Locale
  variant: 'main' | 'alt'
  path: string
  otherLanguage?: OtherLanguage
}> {
  const h = await headers()
  const header = h.get(siteHeaders.locale)
  const locale = isLocale(header) ? header : defaultLocale
  const variant = h.get(siteHeaders.variant)
  const path = h.get(siteHeaders.path) ?? '/'
  const other = locales.find((candidate) => candidate !== locale)
  return {
    locale,
    variant: isHostVariant(variant) ? variant : 'main',
    path,
    otherLanguage:
      h.get(siteHeaders.otherLanguage) && other
        ? { locale: other, href: localizedPath(splitLocale(path).pathname, other) }
        : undefined,
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await request()
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function GlobalNotFound() {
  const { locale, variant, path, otherLanguage } = await request()
  setRequestLocale(locale)
  return (
    <SiteDocument locale={locale} variant={variant}>
      <NotFoundScreen locale={locale} path={displayPath(path)} otherLanguage={otherLanguage} />
    </SiteDocument>
  )
}

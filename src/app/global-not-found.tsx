import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
// The editors' redirects are HTTP redirects decided here, before the page renders.
// eslint-disable-next-line no-restricted-imports
import { permanentRedirect, redirect } from 'next/navigation'
import { getRedirectRules } from '@/data/redirects'
import { SiteDocument } from '@/features/shell/site-document'
import { NotFoundScreen, type OtherLanguage } from '@/features/not-found/not-found-screen'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { displayPath } from '@/lib/display-path'
import { isHostVariant, type HostVariant } from '@/lib/host-variant'
import { redirectHosts, siteOrigin } from '@/lib/env'
import { siteHeaders } from '@/lib/request-headers'
import { redirectTarget } from '@/lib/server-redirects'
import { socialMetadata } from '@/features/share/social-metadata'

/**
 * The 404 page of every unmatched path, server-rendered in the visitor's
 * language (the proxy tells which through request headers).
 */
async function request(): Promise<{
  locale: Locale
  variant: HostVariant
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
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'not-found' },
      { title: t('title'), description: t('hint') },
    )),
  }
}

/**
 * An editor's redirect rule for a path no page answers (a page that moved):
 * 308 when permanent, else 307. While the rules cannot be read, the 404 page.
 */
async function followRedirectRule(path: string): Promise<void> {
  const rules = await getRedirectRules().catch((error: unknown) => {
    console.error('Could not read the redirect rules', error)
    return []
  })
  const target = redirectTarget(rules, path, siteOrigin(), redirectHosts())
  if (target?.status === 308) permanentRedirect(target.location)
  if (target) redirect(target.location)
}

export default async function GlobalNotFound() {
  const { locale, variant, path, otherLanguage } = await request()
  await followRedirectRule(path)
  setRequestLocale(locale)
  return (
    <SiteDocument locale={locale} variant={variant}>
      <NotFoundScreen locale={locale} path={displayPath(path)} otherLanguage={otherLanguage} />
    </SiteDocument>
  )
}

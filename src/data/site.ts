import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { HostVariant } from '@/lib/host-variant'
import { webAddress } from '@/lib/web-address'
import type { Site } from '@/payload-types'
import { cacheTags } from '@/content/cache-tags'
import { cms } from './payload'
import type { SiteSettings } from '@/content/site'

export type { AppPlatform, SiteSettings } from '@/content/site'

type RawLicence = {
  lines?: { text?: string | null; url?: string | null }[] | null
  companyLine?: string | null
} | null

function licence(raw: RawLicence | undefined): SiteSettings['licence'][HostVariant] {
  return {
    lines: (raw?.lines ?? [])
      .filter((line): line is { text: string; url?: string | null } => Boolean(line.text))
      .map((line) => ({ text: line.text, url: webAddress(line.url) })),
    companyLine: raw?.companyLine ?? '',
  }
}

/** An https address, or null: the value ends up in a link and a QR code. */
function storeUrl(value: string | null | undefined): string | null {
  return value && /^https:\/\/[^\s"<>]+$/.test(value) ? value : null
}

/** Reads the settings from the CMS (uncached; exported for the integration tests). */
export async function readSiteSettings(payload: Payload, locale: Locale): Promise<SiteSettings> {
  return siteSettingsFrom(await payload.findGlobal({ slug: 'site', locale, depth: 0 }))
}

/**
 * The settings as pages use them. Addresses that end up in a link, a QR code
 * or a request are web addresses or nothing, whatever was stored.
 */
export function siteSettingsFrom(site: Site): SiteSettings {
  return {
    companyName: site.companyName,
    marketingEmail: site.marketingEmail,
    phone: site.phone,
    supportEmail: site.supportEmail,
    feedbackEmail: site.feedbackEmail,
    jobsEmail: site.jobsEmail,
    officialAccountUrl: webAddress(site.officialAccountUrl),
    videoAccountUrl: webAddress(site.videoAccountUrl),
    appLinks: {
      answer: {
        ios: storeUrl(site.appLinks?.answerIos),
        android: storeUrl(site.appLinks?.answerAndroid),
      },
      plant: {
        ios: storeUrl(site.appLinks?.plantIos),
        android: storeUrl(site.appLinks?.plantAndroid),
      },
    },
    licence: { main: licence(site.licenceDefault), alt: licence(site.licenceMarked) },
    analyticsEndpoint: webAddress(site.analyticsEndpoint),
  }
}

const readSite = unstable_cache(
  async (locale: Locale) => readSiteSettings(await cms(), locale),
  ['site-settings'],
  { tags: [cacheTags.site] },
)

/** The site settings in one language. */
export function getSiteSettings(locale: Locale): Promise<SiteSettings> {
  return readSite(locale)
}

/** Every address the pages show as a QR code (in either language): the accounts and the stores. */
export async function getQrCodeTexts(): Promise<string[]> {
  const settings = await Promise.all(locales.map((locale) => getSiteSettings(locale)))
  return settings
    .flatMap((site) => [
      site.officialAccountUrl,
      site.videoAccountUrl,
      ...Object.values(site.appLinks).flatMap((links) => Object.values(links)),
    ])
    .filter((text): text is string => Boolean(text))
}

import type { HostVariant } from '@/lib/host-variant'

/** The site's settings as pages use them (src/data/site.ts reads them from the CMS). */
export type LicenceLine = { text: string; url: string | null }

export type AppKey = 'answer' | 'plant'
export type AppPlatform = 'ios' | 'android'
/** Store pages of the apps; null where the editors left an address empty. */
export type AppLinks = Record<AppKey, Record<AppPlatform, string | null>>

export type SiteSettings = {
  companyName: string
  marketingEmail: string
  phone: string
  supportEmail: string
  feedbackEmail: string
  jobsEmail: string
  /** Null where the address is not one of the web (the QR code is left out). */
  officialAccountUrl: string | null
  videoAccountUrl: string | null
  appLinks: AppLinks
  licence: Record<HostVariant, { lines: LicenceLine[]; companyLine: string }>
  analyticsEndpoint: string | null
}

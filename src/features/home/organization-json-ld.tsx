import { getSiteSettings } from '@/data/site'
import { JsonLd } from '@/components/ui/json-ld'
import { absoluteUrl } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'

/** The year the company was founded (content brief: company figures). */
export const FOUNDING_YEAR = '2014'

/** Structured data of the company: name, logo, contacts and founding date. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const site = await getSiteSettings(locale)
  const origin = siteOrigin()
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: site.companyName,
        url: absoluteUrl(origin, '/', locale),
        logo: `${origin}/assets/brand/icon.svg`,
        foundingDate: FOUNDING_YEAR,
        email: site.marketingEmail,
        telephone: site.phone,
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'sales',
            email: site.marketingEmail,
            telephone: site.phone,
          },
          { '@type': 'ContactPoint', contactType: 'customer support', email: site.supportEmail },
        ],
      }}
    />
  )
}

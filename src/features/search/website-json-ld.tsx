import { getSiteSettings } from '@/data/site'
import { JsonLd } from '@/components/ui/json-ld'
import { absoluteUrl } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { searchPath } from '@/content/search/routes'

/** Structured data of the site: its name, and its search as the action search engines may offer. */
export async function WebSiteJsonLd({ locale }: { locale: Locale }) {
  const site = await getSiteSettings(locale)
  const origin = siteOrigin()
  return (
    <JsonLd
      data={{
        '@type': 'WebSite',
        name: site.companyName,
        url: absoluteUrl(origin, '/', locale),
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absoluteUrl(origin, searchPath, locale)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      }}
    />
  )
}

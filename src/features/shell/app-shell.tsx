import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { Toaster } from '@/components/ui/toaster.client'
import { Analytics } from '@/components/app/analytics.client'
import { BuildUpdate } from '@/components/app/build-update.client'
import { SectionAnchors } from '@/components/app/section-anchors.client'

/** Client behaviours of every page: toasts, build updates, section links and analytics. */
export async function AppShell({ locale }: { locale: Locale }) {
  const [site, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'notifications' }),
  ])
  const endpoint =
    env.APP_ENV === 'test' ? null : (env.ANALYTICS_ENDPOINT ?? site.analyticsEndpoint)
  return (
    <>
      <Toaster />
      <BuildUpdate
        texts={{
          newVersion: {
            title: t('newVersion.title'),
            description: t('newVersion.description'),
          },
          loadFailed: {
            title: t('loadFailed.title'),
            description: t('loadFailed.description'),
          },
        }}
      />
      <SectionAnchors />
      <Analytics endpoint={endpoint} siteName={site.companyName} />
    </>
  )
}

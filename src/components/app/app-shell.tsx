import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { Toaster } from '@/components/ui/toaster.client'
import { Analytics } from './analytics.client'
import { BuildUpdate } from './build-update.client'

/** Client behaviours of every page: toasts, build updates and analytics. */
export async function AppShell({ locale }: { locale: Locale }) {
  const site = await getSiteSettings(locale)
  const endpoint =
    env.APP_ENV === 'test' ? null : (env.ANALYTICS_ENDPOINT ?? site.analyticsEndpoint)
  return (
    <>
      <Toaster />
      <BuildUpdate />
      <Analytics endpoint={endpoint} siteName={site.companyName} />
    </>
  )
}

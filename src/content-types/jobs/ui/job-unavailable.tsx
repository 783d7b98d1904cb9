import { getTranslations } from 'next-intl/server'
import { LoadFailed } from '@/components/ui/load-failed'
import type { Locale } from '@/i18n/locales'

/** A job opening's page while the openings cannot be read: the failure and a Reload. */
export async function JobUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'profile.jobs' })
  return (
    <div className="container-page max-w-[52rem] pb-section pt-8 desktop:pt-12">
      <h2 className="sr-only">{t('title')}</h2>
      <LoadFailed message={t('loadFailed')} reloadLabel={t('reload')} />
    </div>
  )
}

import { getTranslations } from 'next-intl/server'
import { ReloadButton } from '@/components/ui/reload-button.client'
import { StateMessage } from '@/components/ui/state-message'
import type { Locale } from '@/i18n/locales'

/** A job opening's page while the openings cannot be read: the failure and a Reload. */
export async function JobUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'profile.jobs' })
  return (
    <div className="container-page max-w-[52rem] pb-section pt-8 desktop:pt-12">
      <h2 className="sr-only">{t('title')}</h2>
      <StateMessage
        tone="error"
        message={t('loadFailed')}
        action={<ReloadButton label={t('reload')} />}
      />
    </div>
  )
}

import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/ui/breadcrumb'
import { ReloadButton } from '@/components/ui/reload-button.client'
import { StateMessage } from '@/components/ui/state-message'
import type { Locale } from '@/i18n/locales'

/** An article page while the articles cannot be read: the failure and a Reload. */
export async function ArticleUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <div className="container-page max-w-[52rem] pb-section pt-8 desktop:pt-12">
      <Breadcrumb
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), href: '/' },
          { label: t('breadcrumb.news'), href: '/news' },
          { label: t('breadcrumb.detail') },
        ]}
      />
      <h1 className="sr-only">{t('breadcrumb.detail')}</h1>
      <div className="mt-8">
        <StateMessage
          tone="error"
          message={t('loadFailed')}
          action={<ReloadButton label={t('reload')} />}
        />
      </div>
    </div>
  )
}

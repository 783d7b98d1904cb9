import { getTranslations } from 'next-intl/server'
import { LoadFailed } from '@/components/ui/load-failed'
import type { Locale } from '@/i18n/locales'
import { ArticleBreadcrumb } from './article-breadcrumb'

/** An article page while the articles cannot be read: the failure and a Reload. */
export async function ArticleUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <div className="container-page max-w-[52rem] pb-section pt-8 desktop:pt-12">
      <ArticleBreadcrumb locale={locale} />
      <h1 className="sr-only">{t('breadcrumb.detail')}</h1>
      <div className="mt-8">
        <LoadFailed message={t('loadFailed')} reloadLabel={t('reload')} />
      </div>
    </div>
  )
}

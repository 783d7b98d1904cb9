import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/ui/breadcrumb'
import type { Locale } from '@/i18n/locales'

/** Home › News › Article details. */
export async function ArticleBreadcrumb({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news.breadcrumb' })
  return (
    <Breadcrumb
      label={t('label')}
      items={[
        { label: t('home'), href: '/' },
        { label: t('news'), href: '/news' },
        { label: t('detail') },
      ]}
    />
  )
}

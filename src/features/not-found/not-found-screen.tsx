import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ErrorScreen } from '@/components/layout/error-screen'
import type { Locale } from '@/i18n/locales'

/** Marks where the path goes in the translated message, so word order stays the catalogue's. */
const PATH_SLOT = '\u0000'

/** The 404 screen: big 404, "Page not found: {path}" and a button home. */
export async function NotFoundScreen({ locale, path }: { locale: Locale; path: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const [before = '', after = ''] = t('message', { path: PATH_SLOT }).split(PATH_SLOT)
  return (
    <ErrorScreen
      code="404"
      title={
        <>
          {before}
          <span className="break-all">{path}</span>
          {after}
        </>
      }
      hint={t('hint')}
      homeLabel={t('home')}
    />
  )
}

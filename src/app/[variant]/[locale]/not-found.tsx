import { getTranslations } from 'next-intl/server'
import { CurrentPath } from '@/components/layout/current-path.client'
import { ErrorScreen } from '@/components/layout/error-screen'

/** Marks where the path goes in the translated message, so word order stays the catalogue's. */
const PATH_SLOT = '\u0000'

/** The 404 page: big 404, "Page not found: {path}" and a way home, server-rendered. */
export default async function NotFound() {
  const t = await getTranslations('notFound')
  const [before = '', after = ''] = t('message', { path: PATH_SLOT }).split(PATH_SLOT)
  return (
    <>
      <title>{t('title')}</title>
      <ErrorScreen
        code="404"
        title={
          <>
            {before}
            <CurrentPath />
            {after}
          </>
        }
        hint={t('hint')}
        homeLabel={t('home')}
      />
    </>
  )
}

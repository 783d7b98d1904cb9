import { getLocale } from 'next-intl/server'
import { CurrentPath } from '@/components/layout/current-path.client'
import { NotFoundScreen } from '@/features/not-found/not-found-screen'
import { isLocale } from '@/i18n/locales'

/** A 404 raised by a page (an unknown id). Unmatched paths get app/global-not-found.tsx. */
export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundScreen locale={isLocale(locale) ? locale : 'zh'} path={<CurrentPath />} />
}

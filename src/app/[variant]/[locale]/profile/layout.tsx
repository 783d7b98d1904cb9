import type { ReactNode } from 'react'
import { ProfileLayout } from '@/features/profile/profile-layout'
import { pageLocale, type LocaleParams } from '@/i18n/params'

/** The profile's heading and tabs stay in place while its tabs change. */
export default async function ProfileRouteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: LocaleParams
}) {
  return <ProfileLayout locale={await pageLocale(params)}>{children}</ProfileLayout>
}

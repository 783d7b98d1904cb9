import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { CompanyTab } from '@/features/profile/company-tab'
import { profileMetadata } from '@/features/profile/profile-layout'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), 'company')
}

/** `/profile` and `/profile?tab=0` (or any invalid tab): the company tab, prerendered. */
export default async function ProfileCompanyPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <CompanyTab locale={locale} />
}

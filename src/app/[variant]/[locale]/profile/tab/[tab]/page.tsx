import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { JobsTab } from '@/content-types/jobs/ui/jobs-tab'
import { profileMetadata } from '@/features/profile/profile-layout'
import { ProfileFaq } from '@/features/profile/profile-faq'
import { pageLocale } from '@/i18n/params'
import { parseProfileTab } from '@/content/profile/tabs'

type Props = { params: Promise<{ locale: string; tab: string }> }

/** `/profile?tab=1` and `?tab=2` (the proxy sends them here), prerendered. */
export function generateStaticParams() {
  return [{ tab: '1' }, { tab: '2' }]
}
export const dynamicParams = false

async function tabOf(params: Props['params']) {
  const { tab } = await params
  const parsed = parseProfileTab(tab)
  if (parsed === 'company') notFound()
  return parsed
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), await tabOf(params))
}

export default async function ProfileTabPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (await tabOf(params)) === 'faq' ? (
    <ProfileFaq locale={locale} />
  ) : (
    <JobsTab locale={locale} />
  )
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { JobUnavailable } from '@/content-types/jobs/ui/job-unavailable'
import { pageLocale, type LocaleParams } from '@/i18n/params'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'profile.jobs' })
  return { title: t('loadFailed'), robots: { index: false, follow: false } }
}

/**
 * What a job opening's URL shows, with status 503, while the openings cannot
 * be read (the proxy routes it here). Prerendered, so it needs no database.
 */
export default async function JobUnavailablePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <JobUnavailable locale={locale} />
}

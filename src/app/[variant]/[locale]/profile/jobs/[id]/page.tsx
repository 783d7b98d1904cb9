import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getJob, getJobLocales } from '@/content-types/jobs/data/read'
import { JobPage, jobMetadata } from '@/content-types/jobs/ui/job-page'
import { isLocale, type Locale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first visit and cached until the CMS changes the openings.
export function generateStaticParams() {
  return []
}

async function read(params: Props['params']) {
  const { locale, id } = await params
  const jobId = parseId(id)
  if (!isLocale(locale) || jobId === null) return null
  const job = await getJob(locale, jobId)
  return job ? { job, locale: locale satisfies Locale } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  if (!found) return {}
  return jobMetadata(found.job, found.locale, await getJobLocales(found.job.id))
}

/**
 * An open position. Ids visitors cannot see never get here: the proxy sends
 * them to the 404 page (decisions/002); notFound() covers the moment in between.
 */
export default async function JobRoute({ params }: Props) {
  const found = await read(params)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return <JobPage job={found.job} locale={found.locale} />
}

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getPreviewJob } from '@/content-types/jobs/data/read'
import { JobPage } from '@/content-types/jobs/ui/job-page'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

type Props = { params: Promise<{ locale: string; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * An editor's preview of a job opening (its draft, in one language), linked
 * from the admin. Visitors get the 404 page: the proxy sends requests without
 * a CMS session there, and the data layer checks the session itself.
 */
export default async function JobPreviewPage({ params }: Props) {
  const { locale, id } = await params
  const jobId = parseId(id)
  if (!isLocale(locale) || jobId === null) notFound()
  setRequestLocale(locale)
  const job = await getPreviewJob(locale, jobId, await headers())
  if (!job) notFound()
  return <JobPage job={job} locale={locale} preview />
}

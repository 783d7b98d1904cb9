import type { Metadata } from 'next'
import { PreviewNotice } from '@/components/ui/preview-notice'
import { getTranslations } from 'next-intl/server'
import type { JobOpening } from '@/content-types/jobs/data/read'
import { getSiteSettings } from '@/data/site'
import { JsonLd } from '@/components/ui/json-ld'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { JobCard } from './job-board.client'
import { jobPosting } from './job-posting'
import { boardJob, HowToApply, jobCardProps } from './jobs-tab'
import { jobHref } from '@/content-types/jobs/content/routes'
import { socialMetadata } from '@/features/share/social-metadata'
import { profileTabHref } from '@/content/profile/routes'

export async function jobMetadata(
  job: JobOpening,
  locale: Locale,
  available: Locale[],
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const title = `${job.title} · ${t('tabs.join')}`
  const description = job.description.slice(0, 160)
  return {
    title,
    description,
    alternates: alternates(siteOrigin(), jobHref(job.id), locale, available),
    ...(await socialMetadata(
      locale,
      { kind: 'job', id: job.id },
      { title, description, url: absoluteUrl(siteOrigin(), jobHref(job.id), locale) },
    )),
  }
}

/** One open position on its own page, under the join-us tab, with its job posting data. */
export async function JobPage({
  job,
  locale,
  preview = false,
}: {
  job: JobOpening
  locale: Locale
  /** An editor's preview of the opening's draft: a notice, no structured data. */
  preview?: boolean
}) {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'profile.jobs' }),
    getSiteSettings(locale),
  ])
  const props = jobCardProps(t, site.jobsEmail)
  const url = absoluteUrl(siteOrigin(), jobHref(job.id), locale)
  return (
    <div>
      {preview ? (
        <PreviewNotice>{t('preview')}</PreviewNotice>
      ) : (
        <JsonLd data={jobPosting(job, site.companyName, url)} />
      )}
      <Link href={profileTabHref('join')} className="text-link gap-2">
        <ArrowLeftIcon className="size-4" />
        {t('back')}
      </Link>
      <div className="mt-4">
        <JobCard
          job={boardJob(t, job)}
          location={props.locations.find((option) => option.key === job.location)?.label ?? ''}
          type={props.types.find((option) => option.key === job.employmentType)?.label ?? ''}
          jobsEmail={site.jobsEmail}
          mailFallback={props.mailFallback}
          texts={props.texts}
          detail
        />
      </div>
      <HowToApply t={t} jobsEmail={site.jobsEmail} example={job.title} />
    </div>
  )
}

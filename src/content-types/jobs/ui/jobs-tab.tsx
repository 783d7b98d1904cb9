import { getTranslations } from 'next-intl/server'
import { employmentTypes, jobLocations } from '@/content-types/jobs/content/model'
import { getJobs, type JobOpening } from '@/content-types/jobs/data/read'
import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { applicationSubject } from '@/lib/job-application'
import { JobBoard, type BoardJob, type JobTexts } from './job-board.client'

type Translate = Awaited<ReturnType<typeof getTranslations<'profile.jobs'>>>

/** A mail link to the jobs address, inside a translated sentence. */
function mailLink(email: string) {
  function MailLink(chunks: React.ReactNode) {
    return (
      <a href={`mailto:${email}`} className="font-bold text-brand underline underline-offset-4">
        {chunks}
      </a>
    )
  }
  return MailLink
}

/** What the job cards need from the server: texts, labels and the jobs address. */
export function jobCardProps(t: Translate, jobsEmail: string) {
  const texts: JobTexts = {
    filtersLabel: t('filtersLabel'),
    location: t('location'),
    type: t('type'),
    all: t('all'),
    empty: t('empty'),
    reset: t('reset'),
    department: t('department'),
    requirements: t('requirements'),
    apply: t('apply'),
    nameLabel: t('nameLabel'),
    nameRequired: t('nameRequired'),
    send: t('send'),
    cancel: t('cancel'),
    subjectLabel: t('subjectLabel'),
  }
  return {
    jobsEmail,
    texts,
    locations: jobLocations.map((key) => ({ key, label: t(`locations.${key}`) })),
    types: employmentTypes.map((key) => ({ key, label: t(`types.${key}`) })),
    mailFallback: t.rich('mailFallback', { email: jobsEmail, link: mailLink(jobsEmail) }),
  }
}

/** A job as the cards show it. */
export function boardJob(t: Translate, job: JobOpening): BoardJob {
  return {
    id: job.id,
    title: job.title,
    department: t(`departments.${job.department}`),
    location: job.location,
    employmentType: job.employmentType,
    description: job.description,
    requirements: job.requirements,
    applyTitle: t('applyTitle', { position: job.title }),
  }
}

/** How to apply without a mail client: the address and the subject format. */
export function HowToApply({
  t,
  jobsEmail,
  example,
}: {
  t: Translate
  jobsEmail: string
  example: string
}) {
  return (
    <p className="mt-4 rounded-control bg-canvas px-4 py-3 text-sm text-body">
      {t.rich('howTo', {
        email: jobsEmail,
        example: applicationSubject(t('exampleName'), example),
        link: mailLink(jobsEmail),
      })}
    </p>
  )
}

/** The join-us tab: open positions with filters and the e-mail application. */
export async function JobsTab({ locale }: { locale: Locale }) {
  const [t, jobs, site] = await Promise.all([
    getTranslations({ locale, namespace: 'profile.jobs' }),
    getJobs(locale),
    getSiteSettings(locale),
  ])
  return (
    <section aria-labelledby="jobs-title">
      <h2 id="jobs-title" className="text-title tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-3 text-lead text-muted">{t('intro')}</p>
      <HowToApply t={t} jobsEmail={site.jobsEmail} example={jobs[0]?.title ?? t('title')} />
      <JobBoard
        {...jobCardProps(t, site.jobsEmail)}
        jobs={jobs.map((job) => boardJob(t, job))}
        counts={Array.from({ length: jobs.length + 1 }, (_, count) => t('count', { count }))}
      />
    </section>
  )
}

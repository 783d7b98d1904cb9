import { getTranslations } from 'next-intl/server'
import { employmentTypes, getJobs, jobLocations, type JobOpening } from '@/data/jobs'
import { getSiteSettings } from '@/data/site'
import { JsonLd } from '@/components/ui/json-ld'
import { absoluteUrl } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { applicationSubject } from '@/lib/job-application'
import { JobBoard } from './job-board.client'

/** Where each location is, for structured data. */
const places: Record<JobOpening['location'], { city: string; country: string } | null> = {
  singapore: { city: 'Singapore', country: 'SG' },
  zhengzhou: { city: 'Zhengzhou', country: 'CN' },
  beijing: { city: 'Beijing', country: 'CN' },
  remote: null,
}

function jobPosting(job: JobOpening, company: string, url: string) {
  const place = places[job.location]
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.requirements].join('\n'),
    datePosted: job.createdAt,
    employmentType: job.employmentType === 'full_time' ? 'FULL_TIME' : 'PART_TIME',
    hiringOrganization: { '@type': 'Organization', name: company, sameAs: siteOrigin() },
    url,
    ...(place
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.city,
              addressCountry: place.country,
            },
          },
        }
      : {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'CN' },
        }),
  }
}

/** The join-us tab: open positions with filters and the e-mail application. */
export async function JobsTab({ locale }: { locale: Locale }) {
  const [t, jobs, site] = await Promise.all([
    getTranslations({ locale, namespace: 'profile.jobs' }),
    getJobs(locale),
    getSiteSettings(locale),
  ])
  const url = absoluteUrl(siteOrigin(), { pathname: '/profile', query: { tab: '2' } }, locale)
  return (
    <section aria-labelledby="jobs-title">
      {jobs.map((job) => (
        <JsonLd key={job.id} data={jobPosting(job, site.companyName, url)} />
      ))}
      <h2 id="jobs-title" className="text-title tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-3 text-lead text-muted">{t('intro')}</p>
      <p className="mt-4 rounded-control bg-canvas px-4 py-3 text-sm text-body">
        {t.rich('howTo', {
          email: site.jobsEmail,
          example: applicationSubject(t('exampleName'), jobs[0]?.title ?? t('title')),
          link: (chunks) => (
            <a
              href={`mailto:${site.jobsEmail}`}
              className="font-bold text-brand underline underline-offset-4"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
      <JobBoard
        jobs={jobs.map((job) => ({
          id: job.id,
          title: job.title,
          department: t(`departments.${job.department}`),
          location: job.location,
          employmentType: job.employmentType,
          description: job.description,
          requirements: job.requirements,
          applyTitle: t('applyTitle', { position: job.title }),
        }))}
        jobsEmail={site.jobsEmail}
        locations={jobLocations.map((key) => ({ key, label: t(`locations.${key}`) }))}
        types={employmentTypes.map((key) => ({ key, label: t(`types.${key}`) }))}
        counts={Array.from({ length: jobs.length + 1 }, (_, count) => t('count', { count }))}
        mailFallback={t.rich('mailFallback', {
          email: site.jobsEmail,
          link: (chunks) => (
            <a
              href={`mailto:${site.jobsEmail}`}
              className="font-bold text-brand underline underline-offset-4"
            >
              {chunks}
            </a>
          ),
        })}
        texts={{
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
        }}
      />
    </section>
  )
}

import type { JobOpening } from '@/content-types/jobs/data/read'
import { siteOrigin } from '@/lib/env'

/** Where each location is, for structured data. */
const places: Record<JobOpening['location'], { city: string; country: string } | null> = {
  singapore: { city: 'Singapore', country: 'SG' },
  zhengzhou: { city: 'Zhengzhou', country: 'CN' },
  beijing: { city: 'Beijing', country: 'CN' },
  remote: null,
}

/** Structured data of one opening, for its own page. */
export function jobPosting(job: JobOpening, company: string, url: string) {
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

import 'server-only'
import { getTranslations } from 'next-intl/server'
import { locales, type Locale } from '@/i18n/locales'
import { jobHref } from '@/content-types/jobs/content/routes'
import { profileTabHref } from '@/content/profile/routes'
import { subjectName } from '@/content/share-cards/model'
import { jobs } from '../content/type'
import { getJob, getJobIndex, getJobLocales } from '@/content-types/jobs/data/read'
import { latestOf, type ItemCard, type ItemTypeData, type SitemapPage } from '@/data/type-data'

/** The join-us tab, changed with its latest open position, and each opening in its languages. */
async function jobPages(): Promise<SitemapPage[]> {
  const jobs = await getJobIndex()
  const perJob = new Map<number, { lastModified: Date; locales: Locale[] }>()
  for (const locale of locales) {
    for (const job of await getJobIndex(locale)) {
      const entry = perJob.get(job.id) ?? { lastModified: new Date(job.updatedAt), locales: [] }
      entry.locales.push(locale)
      perJob.set(job.id, entry)
    }
  }
  return [
    { href: profileTabHref('join'), lastModified: latestOf(jobs), locales },
    ...[...perJob].map(([id, entry]) => ({ href: jobHref(id), ...entry })),
  ]
}

/**
 * An opening's card: its title under the join-us section, with where and how
 * it is worked ("北京 · 全职"), on the section's art.
 */
async function jobCard(locale: Locale, id: number): Promise<ItemCard | null> {
  const job = await getJob(locale, id)
  if (!job) return null
  const t = await getTranslations({ locale })
  const tJobs = await getTranslations({ locale, namespace: 'profile.jobs' })
  return {
    eyebrow: t('profile.tabs.join'),
    title: job.title,
    detail: `${tJobs(`locations.${job.location}`)} · ${tJobs(`types.${job.employmentType}`)}`,
    art: { seed: subjectName({ kind: 'job', id }), hue: jobs.listCard.hue },
  }
}

/** The openings in the sitemaps, the proxy's lookup and the share cards. */
export const jobsData = {
  pages: jobPages,
  locales: getJobLocales,
  card: jobCard,
} satisfies ItemTypeData

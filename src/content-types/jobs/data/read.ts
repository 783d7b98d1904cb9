import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { Job } from '@/payload-types'
import { writtenIn } from '@/content/written-in'
import { cacheTags } from '@/content/cache-tags'
import { cms, readLatestDraft } from '@/data/payload'

export type JobOpening = {
  id: number
  title: string
  department: Job['department']
  location: Job['location']
  employmentType: Job['employmentType']
  description: string
  requirements: string[]
  createdAt: string
  updatedAt: string
}

/** Open positions written in `locale`, in the editors' order. */
export async function readJobs(payload: Payload, locale: Locale): Promise<JobOpening[]> {
  const result = await payload.find({
    collection: 'jobs',
    locale,
    where: { and: [{ open: { equals: true } }, writtenIn(locale, ['title', 'description'])] },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs.map(toOpening)
}

function toOpening(doc: Job): JobOpening {
  return {
    id: doc.id,
    title: doc.title,
    department: doc.department,
    location: doc.location,
    employmentType: doc.employmentType,
    description: doc.description,
    requirements: (doc.requirements ?? []).map((item) => item.text),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/**
 * An opening as an editor previews it: its latest draft in `locale`, open or
 * closed. Null for visitors (no signed-in CMS user), unknown ids, and an
 * opening that has no text in that language yet. Never cached.
 */
export async function readPreviewJob(
  payload: Payload,
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<JobOpening | null> {
  const doc = await readLatestDraft(payload, 'jobs', { locale, id, headers })
  return doc?.title && doc.description ? toOpening(doc) : null
}

export async function getPreviewJob(
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<JobOpening | null> {
  return readPreviewJob(await cms(), locale, id, headers)
}

const cached = unstable_cache(async (locale: Locale) => readJobs(await cms(), locale), ['jobs'], {
  tags: [cacheTags.jobs],
})

export function getJobs(locale: Locale): Promise<JobOpening[]> {
  return cached(locale)
}

/** When each open position last changed, in one language or in all (for the sitemap). */
export async function getJobIndex(locale?: Locale): Promise<{ id: number; updatedAt: string }[]> {
  const lists = await Promise.all((locale ? [locale] : locales).map((l) => cached(l)))
  return lists.flat().map(({ id, updatedAt }) => ({ id, updatedAt }))
}

/** One open position in `locale`, or null when there is none to show. */
export async function getJob(locale: Locale, id: number): Promise<JobOpening | null> {
  return (await cached(locale)).find((job) => job.id === id) ?? null
}

/** The languages an open position is written in. */
export async function getJobLocales(id: number): Promise<Locale[]> {
  const found = await Promise.all(
    locales.map(async (locale) => (await getJob(locale, id)) !== null),
  )
  return locales.filter((_, index) => found[index])
}

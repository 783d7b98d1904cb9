import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { company } from './content/company'
import { faqs } from './content/faqs'
import { jobs } from './content/jobs'
import { news2023 } from './content/news-2023'
import { news2024 } from './content/news-2024'
import { news2025 } from './content/news-2025'
import { news2026 } from './content/news-2026'
import type { CoverMotif, SeedArticle } from './content/types'
import { videos } from './content/videos'
import { coverFile, motifAlt, portraitFile } from './covers'
import { richText } from './lexical'
import { searchIndexSettled } from '../search-index/index-items'

// From the project root: this module also runs bundled inside the server.
const clipsDir = path.resolve(process.cwd(), 'src/cms/seed/assets/clips')

const DAY_MS = 24 * 60 * 60 * 1000

/** Every launch article, oldest first. */
export const launchArticles: readonly SeedArticle[] = [
  ...news2023,
  ...news2024,
  ...news2025,
  ...news2026,
]

type Collection = 'news' | 'jobs' | 'faqs' | 'videos' | 'media'

async function findSeeded(payload: Payload, collection: Collection, key: string) {
  const { docs } = await payload.find({
    collection,
    where: { seedKey: { equals: key } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  return docs[0]?.id
}

type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** An upload with alt text in both languages, created once per seed key. */
export async function uploadOnce(
  payload: Payload,
  seed: string,
  file: () => Promise<UploadFile>,
  alt: { zh: string; en: string },
) {
  const existing = await findSeeded(payload, 'media', seed)
  if (existing !== undefined) return existing
  const media = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: alt.zh, altInOtherLanguage: alt.en, seedKey: seed },
    file: await file(),
  })
  return media.id
}

/** A cover (or poster) drawn from its motif. */
function cover(payload: Payload, key: string, motif: CoverMotif, hue: number) {
  return uploadOnce(payload, `cover:${key}`, () => coverFile(motif, hue, key), motifAlt[motif])
}

function clip(payload: Payload, file: string, alt: { zh: string; en: string }) {
  return uploadOnce(
    payload,
    `clip:${file}`,
    async () => {
      const data = await readFile(path.join(clipsDir, file))
      return { data, mimetype: 'video/mp4', name: file, size: data.length }
    },
    alt,
  )
}

async function seedArticle(payload: Payload, article: SeedArticle, now: Date): Promise<boolean> {
  if ((await findSeeded(payload, 'news', article.key)) !== undefined) return false
  const coverId = await cover(payload, article.key, article.cover.motif, article.cover.hue)
  const draft = article.state === 'draft'
  // A scheduled article stays ahead of the day the site is first started.
  const publishedAt =
    article.state === 'scheduled'
      ? new Date(Math.max(Date.parse(article.publishedAt), now.getTime() + 14 * DAY_MS))
      : new Date(article.publishedAt)
  const text = (locale: 'zh' | 'en') => ({
    title: article[locale].title,
    summary: article[locale].summary,
    body: richText(article[locale].body),
  })
  const created = await payload.create({
    collection: 'news',
    locale: 'zh',
    draft,
    data: {
      ...text('zh'),
      category: article.category,
      publishedAt: publishedAt.toISOString(),
      cover: coverId,
      seedKey: article.key,
      _status: draft ? 'draft' : 'published',
    },
  })
  await payload.update({
    collection: 'news',
    id: created.id,
    locale: 'en',
    draft,
    data: { ...text('en'), _status: draft ? 'draft' : 'published' },
  })
  return true
}

async function seedJobs(payload: Payload): Promise<number> {
  let created = 0
  for (const [index, job] of jobs.entries()) {
    if ((await findSeeded(payload, 'jobs', job.key)) !== undefined) continue
    const requirements = (locale: 'zh' | 'en') => job[locale].requirements.map((text) => ({ text }))
    const doc = await payload.create({
      collection: 'jobs',
      locale: 'zh',
      data: {
        title: job.zh.title,
        description: job.zh.description,
        requirements: requirements('zh'),
        department: job.department,
        location: job.location,
        employmentType: job.employmentType,
        open: true,
        order: index + 1,
        seedKey: job.key,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'jobs',
      id: doc.id,
      locale: 'en',
      data: {
        title: job.en.title,
        description: job.en.description,
        requirements: requirements('en'),
        _status: 'published',
      },
    })
    created++
  }
  return created
}

async function seedFaqs(payload: Payload): Promise<number> {
  let created = 0
  for (const [index, faq] of faqs.entries()) {
    if ((await findSeeded(payload, 'faqs', faq.key)) !== undefined) continue
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'zh',
      data: { ...faq.zh, order: index + 1, seedKey: faq.key, _status: 'published' },
    })
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'en',
      data: { ...faq.en, _status: 'published' },
    })
    created++
  }
  return created
}

async function seedVideos(payload: Payload): Promise<number> {
  let created = 0
  for (const [index, video] of videos.entries()) {
    if ((await findSeeded(payload, 'videos', video.key)) !== undefined) continue
    const poster = await cover(payload, video.key, video.cover.motif, video.cover.hue)
    const clipId = await clip(payload, video.clip, {
      zh: video.zh.transcript,
      en: video.en.transcript,
    })
    const doc = await payload.create({
      collection: 'videos',
      locale: 'zh',
      data: {
        ...video.zh,
        poster,
        clip: clipId,
        duration: video.durationSeconds,
        order: index + 1,
        seedKey: video.key,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'videos',
      id: doc.id,
      locale: 'en',
      data: { ...video.en, _status: 'published' },
    })
    created++
  }
  return created
}

async function seedCompany(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })
  if (current.mission) return false
  const { founder } = company
  const portrait = await uploadOnce(
    payload,
    'portrait:founder',
    () => portraitFile(228, 'founder-portrait'),
    {
      zh: `${founder.name.zh}的线描插画肖像`,
      en: `Line-drawn portrait of ${founder.name.en}`,
    },
  )
  for (const locale of ['zh', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'company',
      locale,
      data: {
        mission: company.mission[locale],
        vision: company.vision[locale],
        values: company.values[locale],
        founder: {
          name: founder.name[locale],
          title: founder.title[locale],
          bio: founder.bio[locale],
          portrait,
          honours: founder.honours[locale].map((text) => ({ text })),
        },
        // Milestones are one list: the year is shared, title and text are per language.
        milestones: company.milestones.map((milestone, index) => ({
          ...(locale === 'en' && current.milestones?.[index]?.id
            ? { id: current.milestones[index].id }
            : {}),
          year: milestone.year,
          title: milestone[locale].title,
          text: milestone[locale].text,
        })),
        _status: 'published',
      },
    })
    if (locale === 'zh') {
      const saved = await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })
      current.milestones = saved.milestones
    }
  }
  return true
}

/**
 * Adds the launch content of the content brief that is not there yet: news,
 * jobs, FAQ, videos and the company profile, in both languages, with their
 * images. Safe to run again: items are found by their seed key, and nothing an
 * editor changed is overwritten.
 */
export async function seedContent(payload: Payload, now = new Date()) {
  let articles = 0
  for (const article of launchArticles) {
    if (await seedArticle(payload, article, now)) articles++
  }
  const added = {
    articles,
    jobs: await seedJobs(payload),
    faqs: await seedFaqs(payload),
    videos: await seedVideos(payload),
    company: await seedCompany(payload),
  }
  // The search entries are written after each item's commit: all are in before this returns.
  await searchIndexSettled(payload)
  return added
}

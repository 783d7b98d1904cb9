import 'server-only'
import { alternates } from '@/i18n/alternates'
import { locales, type Locale } from '@/i18n/locales'
import { buildTimestamp } from '@/lib/build-id'
import { siteOrigin } from '@/lib/env'
import { getCompany } from './company'
import { getFaqIndex } from './faqs'
import { getJobIndex } from './jobs'
import { getNewsIndex } from './news'
import { cacheTags } from '@/content/cache-tags'
import { contentVersion } from './content-version'
import { latestPerSlot } from '@/lib/latest-per-slot'
import { env } from '@/lib/env'
import { SITEMAP_LIMITS, sitemapParts, sitemapXml, type SitemapUrl } from '@/lib/sitemap-xml'
import { faqRoutes } from '@/content/faqs/routes'
import { jobHref } from '@/content/jobs/routes'
import { newsArticleHref, newsRoutes } from '@/content/news/routes'
import { profileRoutes, profileTabHref } from '@/content/profile/routes'
import { contentCollections, type ContentCollection } from '@/content/types'

type Href = Parameters<typeof alternates>[1]

/** A page to list: its path, when it last changed, and the languages it exists in. */
export type SitemapPage = { href: Href; lastModified: Date; locales: readonly Locale[] }

/**
 * Each content type's pages (src/content/types.ts): a type without its
 * entry here does not compile.
 */
const typePages: Record<ContentCollection, () => Promise<SitemapPage[]>> = {
  news: newsPages,
  jobs: jobPages,
  faqs: faqPages,
  // The videos play on the home page: no page of their own.
  videos: () => Promise.resolve([]),
}

/** The sources of the sitemaps, which the sitemap routes of both locales read. */
const sources: ReadonlyArray<() => Promise<SitemapPage[]>> = [
  () =>
    Promise.resolve([{ href: '/', lastModified: new Date(buildTimestamp || Date.now()), locales }]),
  companyPages,
  ...Object.values(typePages),
]

/** The latest of the build and some content changes. */
function latestOf(changes: { updatedAt: string }[]): Date {
  const latest = Math.max(buildTimestamp || 0, ...changes.map((item) => Date.parse(item.updatedAt)))
  return new Date(latest || Date.now())
}

/** The FAQ page and the profile's FAQ tab, changed with their latest question (or the build). */
async function faqPages(): Promise<SitemapPage[]> {
  const lastModified = latestOf(await getFaqIndex())
  return [
    { href: faqRoutes.list, lastModified, locales },
    { href: profileTabHref('faq'), lastModified, locales },
  ]
}

/** The company profile, changed with the company's texts. */
async function companyPages(): Promise<SitemapPage[]> {
  const company = await Promise.all(locales.map((locale) => getCompany(locale)))
  return [{ href: profileRoutes.page, lastModified: latestOf(company), locales }]
}

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

/** The news list (changed with its latest article) and every article in its languages. */
async function newsPages(): Promise<SitemapPage[]> {
  const indexes = await Promise.all(
    locales.map(async (locale) => ({ locale, index: await getNewsIndex(locale) })),
  )
  const articles = new Map<number, { lastModified: Date; locales: Locale[] }>()
  for (const { locale, index } of indexes) {
    for (const item of index) {
      const entry = articles.get(item.id) ?? { lastModified: new Date(0), locales: [] }
      const changed = new Date(item.updatedAt)
      if (changed > entry.lastModified) entry.lastModified = changed
      entry.locales.push(locale)
      articles.set(item.id, entry)
    }
  }
  const latest = Math.max(
    buildTimestamp || 0,
    ...[...articles.values()].map((entry) => entry.lastModified.getTime()),
  )
  return [
    { href: newsRoutes.list, lastModified: new Date(latest || Date.now()), locales },
    ...[...articles].map(([id, entry]) => ({ href: newsArticleHref(id), ...entry })),
  ]
}

/** The sitemap entries of one locale, with alternates to the other languages. */
async function getSitemapUrls(locale: Locale): Promise<SitemapUrl[]> {
  const pages = (await Promise.all(sources.map((source) => source()))).flat()
  const origin = siteOrigin()
  return pages
    .filter((page) => page.locales.includes(locale))
    .map((page) => {
      const links = alternates(origin, page.href, locale, page.locales)
      return { loc: links.canonical, lastModified: page.lastModified, alternates: links.languages }
    })
}

/** A file of a language's sitemap: when its pages last changed. */
export type SitemapFile = { lastModified: string }

/**
 * The most bytes of one file (about 150 URLs): far under the protocol's
 * 50 MB. Every request for a file passes its whole text through the server
 * (docs/decisions/020): at 64 KB a file answers as fast as the launch
 * site's whole sitemap (22 KB); at 256 KB its p95 was 2.8 times as slow.
 */
const FILE_BYTES = Math.min(SITEMAP_LIMITS.bytes, 64_000)

// What the sources read: a change of any of them writes the files anew.
const sitemapVersion = contentVersion('sitemap', [
  ...contentCollections.map((collection) => cacheTags[collection]),
  cacheTags.company,
])

/**
 * A language's sitemap split into files, held in memory per change of the
 * content; each file is written out when first asked for, then kept.
 */
const split = latestPerSlot(async (locale: Locale) => {
  const parts = sitemapParts(await getSitemapUrls(locale), {
    urls: env.SITEMAP_MAX_URLS,
    bytes: FILE_BYTES,
  })
  const written = new Map<number, Uint8Array<ArrayBuffer>>()
  return {
    files: parts.map((urls): SitemapFile => ({
      lastModified: new Date(
        Math.max(0, ...urls.map((url) => url.lastModified.getTime())),
      ).toISOString(),
    })),
    /** As bytes, encoded once: each request sends them as they are. */
    xml(number: number): Uint8Array<ArrayBuffer> | null {
      const urls = parts[number - 1]
      if (!urls) return null
      const xml = written.get(number) ?? new TextEncoder().encode(sitemapXml(urls))
      written.set(number, xml)
      return xml
    },
  }
})

/**
 * A language's sitemap files of at most SITEMAP_MAX_URLS URLs and 64 KB,
 * with the last change of each: one file, or several listed by an index.
 */
export async function getSitemapFiles(locale: Locale): Promise<SitemapFile[]> {
  return (await split(locale, await sitemapVersion())).files
}

/** File `number` (from 1) of a language's sitemap, written out (UTF-8); null past the last. */
export async function getSitemapFile(
  locale: Locale,
  number: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  return (await split(locale, await sitemapVersion())).xml(number)
}

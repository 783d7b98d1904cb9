import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { latestPerSlot } from '@/lib/latest-per-slot'
import type { News } from '@/payload-types'
import { cacheTags } from '@/content/cache-tags'
import { toImage, type SiteImage } from '@/data/media'
import { contentVersion } from '@/data/content-version'
import { cms } from '@/data/payload'
import { readVisibleNews } from './visible-news'
import {
  listingOf,
  place,
  type Listing,
  type Placed,
  type ReadableRow,
  type ViewPage,
} from '@/content-types/news/content/listing'
import { drawnCoverHref } from '@/content-types/news/content/cover-art'
import { drawnCoverSize } from '@/content/drawn-covers'
import {
  NEWS_PER_PAGE,
  visibleArticles,
  type NewsCategory,
  type NewsCounts,
} from '@/content-types/news/content/model'

/**
 * The readers of the news lists: a page of the list, the latest articles,
 * the feed, the counts behind the filters, and the index of every visible
 * article (sitemap, lookups). One article is read in ./news-article.ts.
 */

/** A page of a view of the list (a category, a year or month, or all). */
export type NewsFilter = ViewPage

export type NewsSummary = {
  id: number
  title: string
  summary: string
  category: NewsCategory
  publishedAt: string
  /** The uploaded cover, else one drawn from the article's id and category. */
  cover: SiteImage
}

export type NewsPage = { items: NewsSummary[]; page: number; totalPages: number; total: number }

/** What a visitor may see in `locale`: published, due, and written in that language. */
export const visible = (locale: Locale, now: Date): Where => visibleArticles(now, locale)

/**
 * The cover drawn for an article without one (src/content/news/cover-art.ts).
 * Decorative: the title beside it says what the article is.
 */
function drawnCover(id: number, category: NewsCategory): SiteImage {
  return { url: drawnCoverHref(id, category), ...drawnCoverSize, alt: '', srcSet: [], drawn: true }
}

export function toSummary(
  doc: Pick<News, 'id' | 'title' | 'summary' | 'category' | 'publishedAt' | 'cover'>,
): NewsSummary {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary,
    category: doc.category,
    publishedAt: doc.publishedAt,
    cover: toImage(doc.cover) ?? drawnCover(doc.id, doc.category),
  }
}

const summaryFields = {
  title: true,
  summary: true,
  category: true,
  publishedAt: true,
  cover: true,
} as const

/** A page of a view without its articles (or past the last, or of a view without any). */
function emptyPage(filter: NewsFilter, total: number): NewsPage {
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PER_PAGE))
  return { items: [], page: Math.max(1, filter.page), totalPages, total }
}

/**
 * A page of a view, placed: its articles read by id. The listing holds only
 * articles readable in the language as it was taken, and the collection's
 * access (published and due) applies to this read too: an article
 * unpublished since drops out; the change's invalidation brings the next
 * listing. No count query and no offset: the listing holds both.
 */
async function readPlaced(
  payload: Payload,
  locale: Locale,
  filter: NewsFilter,
  placed: Placed,
): Promise<NewsPage> {
  if (placed.ids.length === 0) return emptyPage(filter, placed.total)
  const result = await payload.find({
    collection: 'news',
    locale,
    where: { id: { in: placed.ids } },
    sort: ['-publishedAt', '-id'],
    limit: NEWS_PER_PAGE,
    pagination: false,
    depth: 1,
    select: summaryFields,
    overrideAccess: false,
  })
  return { ...emptyPage(filter, placed.total), items: result.docs.map(toSummary) }
}

/** A page of a view of the list (the readable articles are read when not given). */
export async function readNewsPage(
  payload: Payload,
  locale: Locale,
  filter: NewsFilter,
  now = new Date(),
  known?: ReadableNews,
): Promise<NewsPage> {
  const { asOf, rows } = known ?? (await readReadableNews(payload, locale, now))
  const listing = listingOf(asOf, rows)
  return readPlaced(payload, locale, filter, place(listing, filter))
}

/** The latest visible articles of `locale`, newest first, with the fields `select` names. */
function findLatest<S extends typeof summaryFields>(
  payload: Payload,
  locale: Locale,
  count: number,
  now: Date,
  select: S,
) {
  return payload.find({
    collection: 'news',
    locale,
    where: visible(locale, now),
    sort: ['-publishedAt', '-id'],
    limit: count,
    depth: 1,
    select,
    overrideAccess: false,
  })
}

/** The visible articles of `locale` that match `where` too (`{}`: all), as the lists show them. */
export async function readNewsSummaries(
  payload: Payload,
  locale: Locale,
  where: Where,
  { limit, sort = ['-publishedAt', '-id'] }: { limit: number; sort?: string[] },
  now = new Date(),
): Promise<NewsSummary[]> {
  const result = await payload.find({
    collection: 'news',
    locale,
    where:
      Object.keys(where).length > 0 ? { and: [visible(locale, now), where] } : visible(locale, now),
    sort,
    limit,
    pagination: false,
    depth: 1,
    select: summaryFields,
    overrideAccess: false,
  })
  return result.docs.map(toSummary)
}

export async function readLatestNews(
  payload: Payload,
  locale: Locale,
  count: number,
  now = new Date(),
): Promise<NewsSummary[]> {
  return readNewsSummaries(payload, locale, {}, { limit: count }, now)
}

export type FeedArticle = NewsSummary & { body: News['body'] }

/** The latest visible articles of `locale` with their bodies (the news feed). */
export async function readFeedArticles(
  payload: Payload,
  locale: Locale,
  count: number,
  now = new Date(),
): Promise<FeedArticle[]> {
  const result = await findLatest(payload, locale, count, now, { ...summaryFields, body: true })
  return result.docs.map((doc) => ({ ...toSummary(doc), body: doc.body }))
}

/**
 * The articles readable in a language, as compact rows: the one read of the
 * archive a change of the news costs per language and instance, from which
 * the counts, the sitemap's index and an article's languages are derived.
 * Sorted by id; `asOf` is when it was read.
 */
export type ReadableNews = {
  asOf: string
  rows: ReadableRow[]
}

export async function readReadableNews(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<ReadableNews> {
  const rows = await readVisibleNews(payload, locale, now)
  return {
    asOf: now.toISOString(),
    rows: rows
      .map(({ id, category, publishedAt, updatedAt }): ReadableRow => [
        id,
        category,
        Date.parse(publishedAt),
        Date.parse(updatedAt),
      ])
      .sort((a, b) => a[0] - b[0]),
  }
}

/** How many articles each category has per month. */
export function countsOf({ asOf, rows }: Listing): NewsCounts {
  const groups = new Map<string, NewsCounts['groups'][number]>()
  for (const { category, month: yearMonth } of rows) {
    const key = `${category}:${yearMonth}`
    const group = groups.get(key)
    if (group) group.count += 1
    else {
      const [year, month] = [Math.floor(yearMonth / 100), yearMonth % 100]
      groups.set(key, { category, year, month, count: 1 })
    }
  }
  return { perPage: NEWS_PER_PAGE, groups: [...groups.values()], asOf }
}

/** Every readable article's id with its last change (the sitemap's). */
export function indexOf({ rows }: ReadableNews): { id: number; updatedAt: string }[] {
  return rows.map(([id, , , updated]) => ({ id, updatedAt: new Date(updated).toISOString() }))
}

/** Whether `id` is readable (a binary search of the sorted rows). */
export function holds({ rows }: ReadableNews, id: number): boolean {
  let low = 0
  let high = rows.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const value = rows[middle]![0]
    if (value === id) return true
    if (value < id) low = middle + 1
    else high = middle - 1
  }
  return false
}

export async function readNewsCounts(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<NewsCounts> {
  const { asOf, rows } = await readReadableNews(payload, locale, now)
  return countsOf(listingOf(asOf, rows))
}

/** Every visible article id of a locale with its last change, for the sitemap and feeds. */
export async function readNewsIndex(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<{ id: number; updatedAt: string }[]> {
  return indexOf(await readReadableNews(payload, locale, now))
}

// The readable articles of each language are read once per change of the
// news (per instance), held in memory with what is derived from them.
const newsVersion = contentVersion('news', [cacheTags.news])
const readable = latestPerSlot(async (locale: Locale) => readReadableNews(await cms(), locale))
const listing = latestPerSlot(async (locale: Locale, version) => {
  const { asOf, rows } = await readable(locale, version)
  return listingOf(asOf, rows)
})
const counts = latestPerSlot(async (locale: Locale, version) =>
  countsOf(await listing(locale, version)),
)

// Keyed by the page's ids (placed in the listing by the caller): a cached
// read inside another one would not be cached.
const cachedPage = unstable_cache(
  async (locale: Locale, filter: NewsFilter, placed: Placed) =>
    readPlaced(await cms(), locale, filter, placed),
  ['news-page'],
  { tags: [cacheTags.news, cacheTags.media] },
)
const cachedLatest = unstable_cache(
  async (locale: Locale, count: number) => readLatestNews(await cms(), locale, count),
  ['news-latest'],
  { tags: [cacheTags.news, cacheTags.media] },
)
const cachedFeed = unstable_cache(
  async (locale: Locale, count: number) => readFeedArticles(await cms(), locale, count),
  ['news-feed'],
  { tags: [cacheTags.news, cacheTags.media] },
)

/** A page of a view of the list. */
export async function getNewsPage(locale: Locale, filter: NewsFilter): Promise<NewsPage> {
  const placed = place(await listing(locale, await newsVersion()), filter)
  // Nothing to read (a view without articles, a page past the last): nothing stored.
  if (placed.ids.length === 0) return emptyPage(filter, placed.total)
  return cachedPage(locale, filter, placed)
}
export function getLatestNews(locale: Locale, count: number): Promise<NewsSummary[]> {
  return cachedLatest(locale, count)
}
/** The latest visible articles with their bodies, cached with the news (the feed). */
export function getFeedArticles(locale: Locale, count: number): Promise<FeedArticle[]> {
  return cachedFeed(locale, count)
}
/** The article counts per category and month, cached with the news (the list's filters and pages). */
export async function getNewsCounts(locale: Locale): Promise<NewsCounts> {
  return counts(locale, await newsVersion())
}
/** Every visible article id of a locale with its last change (the sitemap). */
export async function getNewsIndex(locale: Locale): Promise<{ id: number; updatedAt: string }[]> {
  return indexOf(await getReadableNews(locale))
}
/** The articles readable in a language, as of the latest change of the news (see ReadableNews). */
export async function getReadableNews(locale: Locale): Promise<ReadableNews> {
  return readable(locale, await newsVersion())
}

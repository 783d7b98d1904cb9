import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'
import { cacheTags, newsArticleTag } from './cache-tags'
import { toSummary, visible, type NewsSummary } from './news'
import { cms, readLatestDraft } from './payload'
import { readNeighbour, readVisibleNews } from './visible-news'

/**
 * The reader of one article: its page (body, neighbours), its editor's
 * preview and the languages it can be read in. The lists are read in ./news.ts.
 */

export type NewsArticle = NewsSummary & {
  body: News['body']
  seoTitle: string
  seoDescription: string
  updatedAt: string
  previous: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

function toArticle(
  doc: News,
  previous: NewsArticle['previous'],
  next: NewsArticle['next'],
): NewsArticle {
  return {
    ...toSummary(doc),
    body: doc.body,
    seoTitle: doc.seo?.title || doc.title,
    seoDescription: doc.seo?.description || doc.summary,
    updatedAt: doc.updatedAt,
    previous,
    next,
  }
}

/** A published article in `locale`, or null when there is none with that id for visitors. */
export async function readArticle(
  payload: Payload,
  locale: Locale,
  id: number,
  now = new Date(),
): Promise<NewsArticle | null> {
  const result = await payload.find({
    collection: 'news',
    locale,
    where: { and: [visible(locale, now), { id: { equals: id } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  if (!doc) return null
  // Its neighbours in the list, in one walk of the index each (the CMS's
  // query would sort every readable article to find them).
  const [previous, next] = await Promise.all([
    readNeighbour(payload, locale, doc, 'previous', now),
    readNeighbour(payload, locale, doc, 'next', now),
  ])
  return toArticle(doc, previous, next)
}

/**
 * An article as an editor previews it: its latest draft in `locale`, whatever
 * its status or date. Null for visitors (no signed-in CMS user), unknown ids,
 * and an article that has no text in that language yet. Never cached.
 */
async function readPreviewArticle(
  payload: Payload,
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<NewsArticle | null> {
  const doc = await readLatestDraft(payload, 'news', { locale, id, headers, depth: 1 })
  if (!doc?.title || !doc.summary || !doc.body) return null
  return toArticle(doc, null, null)
}

/** The ids of the articles visitors can read in `locale`, ascending. */
async function readVisibleIds(payload: Payload, locale: Locale, now: Date): Promise<number[]> {
  const rows = await readVisibleNews(payload, locale, now)
  return rows.map(({ id }) => id).sort((a, b) => a - b)
}

function includesSorted(ids: readonly number[], id: number): boolean {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const value = ids[middle]!
    if (value === id) return true
    if (value < id) low = middle + 1
    else high = middle - 1
  }
  return false
}

/** The languages whose readable ids (`idsIn`) hold `id`. */
async function localesHolding(
  id: number,
  idsIn: (locale: Locale) => Promise<readonly number[]>,
): Promise<Locale[]> {
  const found = await Promise.all(
    locales.map(async (locale) => includesSorted(await idsIn(locale), id)),
  )
  return locales.filter((_, index) => found[index])
}

/** The languages visitors can read an article in. */
export function readArticleLocales(
  payload: Payload,
  id: number,
  now = new Date(),
): Promise<Locale[]> {
  return localesHolding(id, (locale) => readVisibleIds(payload, locale, now))
}

// One entry per language with every readable id (about 60 KB at 10,000
// articles): an id that does not exist stores nothing, and an article page
// does not read the summaries of the whole archive.
const cachedIds = unstable_cache(
  async (locale: Locale) => readVisibleIds(await cms(), locale, new Date()),
  ['news-visible-ids'],
  { tags: [cacheTags.news] },
)

/** The languages visitors can read an article in (its hreflang links, the proxy's question). */
export function getArticleLocales(id: number): Promise<Locale[]> {
  return localesHolding(id, cachedIds)
}

export async function getPreviewArticle(
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<NewsArticle | null> {
  return readPreviewArticle(await cms(), locale, id, headers)
}

export function getArticle(locale: Locale, id: number): Promise<NewsArticle | null> {
  // Tagged with the article and with the news (its neighbours change when others do),
  // and with the media (its cover).
  return unstable_cache(
    async () => readArticle(await cms(), locale, id),
    ['news-article', locale, String(id)],
    { tags: [cacheTags.news, newsArticleTag(id), cacheTags.media] },
  )()
}

import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'
import { cacheTags, newsArticleTag } from '@/content/cache-tags'
import {
  getReadableNews,
  holds,
  readReadableNews,
  toSummary,
  visible,
  type NewsSummary,
  type ReadableNews,
} from './news'
import { toImage, type SiteImage } from '@/data/media'
import { cms, readLatestDraft } from '@/data/payload'
import { readRelatedNews } from './related-news'
import { readNeighbour } from './visible-news'

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
  /** Articles to read next (./related-news.ts). */
  related: NewsSummary[]
  /** The editor's share image in this language: the article's share card when there is one. */
  shareImage: SiteImage | null
}

function toArticle(
  doc: News,
  { previous, next, related }: Pick<NewsArticle, 'previous' | 'next' | 'related'>,
): NewsArticle {
  return {
    ...toSummary(doc),
    body: doc.body,
    seoTitle: doc.seo?.title || doc.title,
    seoDescription: doc.seo?.description || doc.summary,
    shareImage: toImage(doc.seo?.shareImage),
    updatedAt: doc.updatedAt,
    previous,
    next,
    related,
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
  // query would sort every readable article to find them), and what to read next.
  const [previous, next, related] = await Promise.all([
    readNeighbour(payload, locale, doc, 'previous', now),
    readNeighbour(payload, locale, doc, 'next', now),
    readRelatedNews(payload, locale, doc, now),
  ])
  return toArticle(doc, { previous, next, related })
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
  return toArticle(doc, { previous: null, next: null, related: [] })
}

/** The languages of `readable` (per language) that hold `id`. */
async function localesHolding(
  id: number,
  readable: (locale: Locale) => Promise<ReadableNews>,
): Promise<Locale[]> {
  const found = await Promise.all(locales.map(async (locale) => holds(await readable(locale), id)))
  return locales.filter((_, index) => found[index])
}

/** The languages visitors can read an article in. */
export function readArticleLocales(
  payload: Payload,
  id: number,
  now = new Date(),
): Promise<Locale[]> {
  return localesHolding(id, (locale) => readReadableNews(payload, locale, now))
}

/**
 * The languages visitors can read an article in (its hreflang links, the
 * proxy's question), from each language's readable articles held per change: an
 * id that does not exist stores nothing.
 */
export function getArticleLocales(id: number): Promise<Locale[]> {
  return localesHolding(id, getReadableNews)
}

export async function getPreviewArticle(
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<NewsArticle | null> {
  return readPreviewArticle(await cms(), locale, id, headers)
}

export function getArticle(locale: Locale, id: number): Promise<NewsArticle | null> {
  // Tagged with the article and with the news (its neighbours and related
  // articles change when others do), and with the media (its cover). Not with
  // the search index: its every write would render every article again, and
  // related articles are read back as visitors may read them at render time.
  return unstable_cache(
    async () => readArticle(await cms(), locale, id),
    ['news-article', locale, String(id)],
    { tags: [cacheTags.news, newsArticleTag(id), cacheTags.media] },
  )()
}

import type { Access, PayloadRequest, Where } from 'payload'
import { contentTypes } from '../../content/types'
import type { News } from '../../payload-types'
import { oneAtATime } from '../one-at-a-time'
import { idOf, inEveryLanguage, uploadsIn } from './media-in-use'
import { inMediaList, mediaOfList } from '../fields/body-media'
import { collectionsShowingMedia, itemsShowing } from '../media-shown'

/**
 * Which media visitors may see (docs/decisions/015). A medium is public from
 * the moment the first published document that shows it is: an article's
 * publish date (scheduled ones later), at once for a published video or
 * company profile. Until then, and again once nothing published shows it,
 * only editors see it: its file, its name and its alt text could announce an
 * article before its time. The moment is stored on the medium (`publicFrom`)
 * and brought up to date inside every save that could change it, before the
 * save commits and its pages are revalidated; visitors' reads only compare it
 * with the clock.
 */

/** A published document's media and the moment it shows them from. */
export type PublicUse = { media: Iterable<string>; from: string }

/** Shown as soon as published: videos, the company profile. */
const FROM_PUBLISHING = new Date(0).toISOString()

/** The earliest moment each medium is shown by a published document. */
export function visibleFrom(uses: Iterable<PublicUse>): Map<string, string> {
  const earliest = new Map<string, string>()
  for (const use of uses) {
    const from = new Date(use.from).getTime()
    if (Number.isNaN(from)) continue
    for (const id of use.media) {
      const known = earliest.get(id)
      if (known === undefined || from < new Date(known).getTime()) {
        earliest.set(id, new Date(from).toISOString())
      }
    }
  }
  return earliest
}

/** Visitors read media whose moment has come; editors read every medium. */
export const visibleMedia: Access = ({ req }): boolean | Where => {
  if (req.user) return true
  return { publicFrom: { less_than_equal: new Date().toISOString() } }
}

const ids = (...values: unknown[]) =>
  values.map(idOf).filter((id): id is string => id !== undefined)

const BATCH = 100

/** The articles' columns that can show a medium, as conditions. */
function showingMedium(medium: string, shareImages: boolean): Where {
  return {
    or: [
      { cover: { equals: medium } },
      ...(shareImages ? [{ 'seo.shareImage': { equals: medium } }] : []),
      { bodyMedia: { contains: inMediaList(medium) } },
    ],
  }
}

/**
 * What the published items of every collection that shows media (videos,
 * events: `custom.media`) and the company profile show, and from when.
 */
async function otherUses(
  req: PayloadRequest,
  collections?: readonly string[],
): Promise<PublicUse[]> {
  const { payload } = req
  const uses: PublicUse[] = []
  for (const collection of collectionsShowingMedia(payload)) {
    if (collections && !collections.includes(collection.slug)) continue
    for (const item of await itemsShowing(req, collection, { published: true })) {
      const from = collection.media.from === 'publishing' ? FROM_PUBLISHING : item.publishedAt
      if (typeof from !== 'string') continue
      uses.push({ media: ids(...collection.media.fields.map((field) => item[field])), from })
    }
  }
  const company = await payload.findGlobal({
    slug: 'company',
    req,
    overrideAccess: true,
    depth: 0,
    select: { _status: true, founder: { portrait: true } },
  })
  if (company._status === 'published') {
    uses.push({ media: ids(company.founder?.portrait), from: FROM_PUBLISHING })
  }
  return uses
}

/**
 * Every published document that shows media, read in batches inside `req`'s
 * transaction; with `only`, for each of those media, the published article
 * that shows it earliest (one indexed query of one row per medium, however
 * many articles share it: a cover reused by a thousand articles cost a read
 * of each of them on every save).
 */
async function publicUses(
  req: PayloadRequest,
  only: string[] | undefined,
  shareImages: boolean,
  collections?: readonly string[],
): Promise<PublicUse[]> {
  const { payload } = req
  const common = { req, overrideAccess: true, depth: 0, locale: 'all' } as const
  const published: Where = { _status: { equals: 'published' } }
  const uses = await otherUses(req, collections)
  if (only) {
    for (const medium of only) {
      const first = await payload.find({
        ...common,
        collection: contentTypes.news.collection,
        where: {
          and: [published, { publishedAt: { exists: true } }, showingMedium(medium, shareImages)],
        },
        select: { publishedAt: true },
        sort: 'publishedAt',
        limit: 1,
        pagination: false,
      })
      const from = first.docs[0]?.publishedAt
      if (from) uses.push({ media: [medium], from })
    }
    return uses
  }
  for (let page = 1, more = true; more; page++) {
    const articles = await payload.find({
      ...common,
      limit: BATCH,
      collection: contentTypes.news.collection,
      page,
      where: published,
      select: {
        publishedAt: true,
        cover: true,
        ...(shareImages ? { seo: { shareImage: true } } : {}),
        body: true,
      },
      sort: 'id',
    })
    // Read with a select that depends on the call: the fields it may hold.
    type Read = Partial<Pick<News, 'cover' | 'seo' | 'body'>> & Pick<News, 'publishedAt'>
    for (const doc of articles.docs as Read[]) {
      const shared = ids(...inEveryLanguage(doc.seo?.shareImage))
      uses.push({
        media: [...ids(doc.cover), ...shared, ...uploadsIn(doc.body)],
        from: doc.publishedAt,
      })
    }
    more = articles.hasNextPage
  }
  return uses
}

const sameMoment = (a: string | null | undefined, b: string | undefined) =>
  (a ? new Date(a).getTime() : undefined) === (b ? new Date(b).getTime() : undefined)

/**
 * Brings every medium's `publicFrom` up to date with what is published, in
 * `req`'s transaction, one save at a time (two saves at once would each
 * miss what the other publishes). Returns how many media changed. Without
 * `shareImages`, articles' share images are not read: a migration older
 * than their column runs before it exists. With `collections`, only those
 * (besides the news) are read: a migration names the ones it knows, whose
 * tables are there when it runs.
 */
export function refreshMediaVisibility(
  req: PayloadRequest,
  only?: string[],
  {
    shareImages = true,
    collections,
  }: { shareImages?: boolean; collections?: readonly string[] } = {},
): Promise<number> {
  return oneAtATime(req, 'media-visibility', async () => {
    const wanted = visibleFrom(await publicUses(req, only, shareImages, collections))
    if (only) {
      for (const id of wanted.keys()) if (!only.includes(id)) wanted.delete(id)
    }
    const shown = [...wanted.keys()].map(Number)
    const stored = await req.payload.find({
      collection: 'media',
      req,
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { publicFrom: true },
      where: only
        ? { id: { in: only.map(Number) } }
        : {
            or: [
              { publicFrom: { exists: true } },
              ...(shown.length ? [{ id: { in: shown } }] : []),
            ],
          },
    })
    let changed = 0
    for (const medium of stored.docs) {
      const publicFrom = wanted.get(String(medium.id))
      if (sameMoment(medium.publicFrom, publicFrom)) continue
      // The adapter's write: no hooks, no access, nothing revalidated by it
      // (the save that called this revalidates its own pages).
      await req.payload.db.updateOne({
        collection: 'media',
        id: medium.id,
        data: { publicFrom: publicFrom ?? null },
        req,
        returning: false,
      })
      changed++
    }
    return changed
  })
}

type AfterChange = { doc: unknown; previousDoc?: unknown; req: PayloadRequest }

/** The media a document shows: its cover, share image, poster, clip or portrait and its body's uploads. */
function mediaOf(doc: unknown): string[] {
  if (!doc || typeof doc !== 'object') return []
  const values = doc as Record<string, unknown>
  const founder = values.founder as Record<string, unknown> | undefined
  const seo = values.seo as Record<string, unknown> | undefined
  return [
    ...ids(values.cover, values.poster, values.clip, founder?.portrait),
    ...ids(...inEveryLanguage(seo?.shareImage)),
    ...mediaOfList(values.bodyMedia),
    ...uploadsIn(values.body),
  ]
}

/**
 * An article's share images in every language: a save in one language
 * carries only its own, and a publish shows the other language's too.
 */
async function shareImagesOf(req: PayloadRequest, doc: unknown): Promise<string[]> {
  if (!doc || typeof doc !== 'object' || !('seo' in doc) || !('id' in doc)) return []
  const article = await req.payload.findByID({
    collection: contentTypes.news.collection,
    id: doc.id as number,
    locale: 'all',
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { seo: { shareImage: true } },
  })
  return ids(...inEveryLanguage(article?.seo?.shareImage))
}

/**
 * A save's context key that leaves the refresh to its caller: a bulk import
 * refreshes once after its last article (src/cms/seed/seed-bulk.ts).
 */
export const deferMediaVisibility = 'deferMediaVisibility'

/** After-change and after-delete hook of the documents that show media. */
export async function keepMediaVisibility<T extends AfterChange>({ doc, previousDoc, req }: T) {
  if (req.context[deferMediaVisibility] === true) return doc
  // Only the media this save shows or showed can change: a save reads the
  // documents that show them, not every article.
  const only = [
    ...new Set([...mediaOf(doc), ...mediaOf(previousDoc), ...(await shareImagesOf(req, doc))]),
  ]
  if (only.length > 0) await refreshMediaVisibility(req, only)
  return doc
}

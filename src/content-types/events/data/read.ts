import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'
import { writtenIn } from '@/content/written-in'
import { cacheTags } from '@/content/cache-tags'
import { cms, readLatestDraft } from '@/data/payload'
import { toImage, type SiteImage } from '@/data/media'
import { drawnCoverSize } from '@/content/drawn-covers'
import { eventCoverHref } from '../content/cover-art'
import { byTime, type EventFacts, type EventPlace } from '../content/model'

/** An event as its pages show it, in one language. */
export type EventItem = EventFacts & {
  body: Event['body']
  /** The uploaded cover, else one drawn from the event's id. */
  cover: SiteImage
  updatedAt: string
  publishedAt: string
}

/** The cover drawn for an event without one: decorative, the title beside it says what it is. */
function drawnCover(id: number): SiteImage {
  return { url: eventCoverHref(id), ...drawnCoverSize, alt: '', srcSet: [], drawn: true }
}

/** Past events per page of the list. */
export const PAST_PER_PAGE = 6

function placeOf(doc: Event): EventPlace {
  return doc.mode === 'online'
    ? { mode: 'online', link: doc.link ?? '' }
    : { mode: 'offline', venue: doc.venue ?? '', city: doc.city ?? '' }
}

function toItem(doc: Event): EventItem {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary,
    body: doc.body,
    cover: toImage(doc.cover) ?? drawnCover(doc.id),
    start: new Date(doc.start),
    end: new Date(doc.end),
    place: placeOf(doc),
    registration: doc.registration || null,
    updatedAt: doc.updatedAt,
    publishedAt: doc.publishedAt,
  }
}

/** The events visitors can read in `locale` (published and due), as stored. */
export async function readEvents(payload: Payload, locale: Locale): Promise<EventItem[]> {
  const result = await payload.find({
    collection: 'events',
    locale,
    where: writtenIn(locale, ['title', 'summary', 'body']),
    sort: '-start',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return result.docs.map(toItem)
}

// Dates do not survive the cache as dates: kept as stored, made items again when read.
const cached = unstable_cache(
  async (locale: Locale) =>
    (await readEvents(await cms(), locale)).map((item) => ({
      ...item,
      start: item.start.toISOString(),
      end: item.end.toISOString(),
    })),
  ['events'],
  { tags: [cacheTags.events, cacheTags.media] },
)

/** The events of `locale` readable now. */
export async function getEvents(locale: Locale): Promise<EventItem[]> {
  return (await cached(locale)).map((item) => ({
    ...item,
    start: new Date(item.start),
    end: new Date(item.end),
  }))
}

/** The list: every upcoming event (soonest first) and page `page` of the past ones (newest first). */
export async function getEventsPage(locale: Locale, page: number, now = new Date()) {
  const { upcoming, past } = byTime(await getEvents(locale), now)
  const pages = Math.max(1, Math.ceil(past.length / PAST_PER_PAGE))
  const shown = Math.min(Math.max(1, page), pages)
  return {
    upcoming,
    past: past.slice((shown - 1) * PAST_PER_PAGE, shown * PAST_PER_PAGE),
    page: shown,
    pages,
  }
}

/** One event in `locale`, or null when visitors cannot read it there. */
export async function getEvent(locale: Locale, id: number): Promise<EventItem | null> {
  return (await getEvents(locale)).find((event) => event.id === id) ?? null
}

/** The languages visitors can read an event in. */
export async function getEventLocales(id: number): Promise<Locale[]> {
  const found = await Promise.all(
    locales.map(async (locale) => (await getEvent(locale, id)) !== null),
  )
  return locales.filter((_, index) => found[index])
}

/** An event as an editor previews it: its latest draft in `locale`; null for visitors. Never cached. */
export async function getPreviewEvent(
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<EventItem | null> {
  const draft = await readLatestDraft(await cms(), 'events', { locale, id, headers })
  return draft?.title && draft.start && draft.end ? toItem(draft) : null
}

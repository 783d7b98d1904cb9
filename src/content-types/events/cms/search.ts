import type { Payload, PayloadRequest } from 'payload'
import { writtenIn } from '@/content/written-in'
import { lexicalText, readableIn, type SearchEntry } from '@/cms/search-index/read'

/** An event's search entries in each language it is written in, found from its publish date. */
export async function eventEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'events',
    id,
    (locale) => [writtenIn(locale, ['title', 'summary', 'body'])],
    req,
  )
  return found.map(({ locale, doc }) => ({
    kind: 'event',
    itemId: id,
    locale,
    title: doc.title,
    text: [doc.summary, doc.venue, doc.city, lexicalText(doc.body)].filter(Boolean).join('\n'),
    visibleFrom: doc.publishedAt ? new Date(doc.publishedAt).toISOString() : null,
  }))
}

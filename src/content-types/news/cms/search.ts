import type { Payload, PayloadRequest } from 'payload'
import { writtenIn } from '@/content/written-in'
import { lexicalText, readableIn, type SearchEntry } from '@/cms/search-index/read'

/** An article's entries in each language it is written in (scheduled ones with their date). */
export async function articleEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'news',
    id,
    (locale) => [writtenIn(locale, ['title', 'summary', 'body'])],
    req,
  )
  return found.map(({ locale, doc }) => ({
    kind: 'article',
    itemId: id,
    locale,
    title: doc.title,
    text: `${doc.summary}\n${lexicalText(doc.body)}`,
    visibleFrom: doc.publishedAt ? new Date(doc.publishedAt).toISOString() : null,
  }))
}

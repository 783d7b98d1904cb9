import type { Payload, PayloadRequest } from 'payload'
import { writtenIn } from '@/content/written-in'
import { readableIn, type SearchEntry } from '@/cms/search-index/read'

/** A question's search entries in each language it is written in. */
export async function faqEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'faqs',
    id,
    (locale) => [writtenIn(locale, ['question', 'answer'])],
    req,
  )
  return found.map(({ locale, doc }) => ({
    kind: 'faq',
    itemId: id,
    locale,
    title: doc.question,
    text: doc.answer,
    visibleFrom: null,
  }))
}

import type { Payload, PayloadRequest } from 'payload'
import { writtenIn } from '@/content/written-in'
import { readableIn, type SearchEntry } from '@/cms/search-index/read'
import zh from '../../../../messages/zh.json'
import en from '../../../../messages/en.json'

const catalogues = { zh, en } as const

/** An opening's entries in each language it is written in, while it is open. */
export async function jobEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'jobs',
    id,
    (locale) => [{ open: { equals: true } }, writtenIn(locale, ['title', 'description'])],
    req,
  )
  return found.map(({ locale, doc }) => {
    const labels = catalogues[locale].profile.jobs
    return {
      kind: 'job',
      itemId: id,
      locale,
      title: doc.title,
      text: [
        labels.departments[doc.department],
        labels.locations[doc.location],
        labels.types[doc.employmentType],
        doc.description,
        ...(doc.requirements ?? []).map((item) => item.text),
      ].join('\n'),
      visibleFrom: null,
    }
  })
}

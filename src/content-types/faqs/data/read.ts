import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { Faq } from '@/payload-types'
import { writtenIn } from '@/content/written-in'
import { cacheTags } from '@/content/cache-tags'
import { cms, readLatestDraft } from '@/data/payload'

export type FaqItem = { id: number; question: string; answer: string; updatedAt: string }

/** The FAQ in `locale`, in the editors' order. */
export async function readFaqs(payload: Payload, locale: Locale): Promise<FaqItem[]> {
  const result = await payload.find({
    collection: 'faqs',
    locale,
    where: writtenIn(locale, ['question', 'answer']),
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs.map(toItem)
}

function toItem(doc: Faq): FaqItem {
  return { id: doc.id, question: doc.question, answer: doc.answer, updatedAt: doc.updatedAt }
}

/**
 * The FAQ as an editor previews one question: the published questions with
 * that question's latest draft in its place (or where its order puts it, when
 * it is not public yet). Null for visitors (no signed-in CMS user), unknown
 * ids, and a question that has no text in `locale` yet. Never cached.
 */
export async function readPreviewFaqs(
  payload: Payload,
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<{ items: FaqItem[]; previewed: FaqItem } | null> {
  const [draft, published] = await Promise.all([
    readLatestDraft(payload, 'faqs', { locale, id, headers }),
    readFaqs(payload, locale),
  ])
  if (!draft?.question || !draft.answer) return null
  const previewed = toItem(draft)
  const order = new Map<number, number>([[previewed.id, draft.order]])
  const others = await payload.find({
    collection: 'faqs',
    where: { id: { in: published.map((item) => item.id) } },
    select: { order: true },
    pagination: false,
    depth: 0,
  })
  for (const doc of others.docs) if (doc.id !== previewed.id) order.set(doc.id, doc.order)
  const items = [...published.filter((item) => item.id !== previewed.id), previewed].sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.id - b.id,
  )
  return { items, previewed }
}

export async function getPreviewFaqs(
  locale: Locale,
  id: number,
  headers: Headers,
): Promise<{ items: FaqItem[]; previewed: FaqItem } | null> {
  return readPreviewFaqs(await cms(), locale, id, headers)
}

const cached = unstable_cache(async (locale: Locale) => readFaqs(await cms(), locale), ['faqs'], {
  tags: [cacheTags.faqs],
})

export function getFaqs(locale: Locale): Promise<FaqItem[]> {
  return cached(locale)
}

/** When each question last changed, in either language (for the sitemap). */
export async function getFaqIndex(): Promise<{ id: number; updatedAt: string }[]> {
  const lists = await Promise.all(locales.map((locale) => cached(locale)))
  return lists.flat().map(({ id, updatedAt }) => ({ id, updatedAt }))
}

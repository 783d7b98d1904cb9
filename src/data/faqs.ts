import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { cacheTags } from './cache-tags'
import { cms } from './payload'

export type FaqItem = { id: number; question: string; answer: string; updatedAt: string }

/** The FAQ in `locale`, in the editors' order. */
export async function readFaqs(payload: Payload, locale: Locale): Promise<FaqItem[]> {
  const result = await payload.find({
    collection: 'faqs',
    locale,
    where: { translations: { in: [locale] } },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    question: doc.question,
    answer: doc.answer,
    updatedAt: doc.updatedAt,
  }))
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

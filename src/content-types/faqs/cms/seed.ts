import type { Payload } from 'payload'
import { findSeeded, type Seed } from '@/cms/seed/tools'
import { faqs } from './launch'

/** The launch questions not there yet. */
export const seedFaqs: Seed = async (payload: Payload): Promise<number> => {
  let created = 0
  for (const [index, faq] of faqs.entries()) {
    if ((await findSeeded(payload, 'faqs', faq.key)) !== undefined) continue
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'zh',
      data: { ...faq.zh, order: index + 1, seedKey: faq.key, _status: 'published' },
    })
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'en',
      data: { ...faq.en, _status: 'published' },
    })
    created++
  }
  return created
}

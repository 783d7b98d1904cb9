import type { ContentType } from '@/content/content-type'
import { faqHref, faqRoutes, faqShared } from './routes'

/** The FAQ: questions and answers, on a page of their own and found by the site search. */
export const faqs = {
  collection: 'faqs',
  labels: {
    singular: { zh: '问答', en: 'FAQ item' },
    plural: { zh: '常见问题', en: 'FAQ' },
  },
  preview: faqRoutes.preview,
  search: {
    kind: 'faq',
    href: faqHref,
    list: faqRoutes.list,
    words: ['常见问题', '帮助', 'faq', 'faqs', 'help', 'questions'],
  },
  listCard: { page: 'faq', hue: 188, title: 'faq.title', detail: 'faq.description' },
  nav: { key: 'faq', list: faqRoutes.list, after: 'videos' },
  shared: faqShared,
} as const satisfies ContentType

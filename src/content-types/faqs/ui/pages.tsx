import type { TypeUi } from '@/features/types'
import { getPreviewFaqs } from '../data/read'
import { FaqPage, faqMetadata } from './faq-page'
import { FaqList } from './faq-list'

/** The FAQ's pages on the shared routes (its page, one view `all`, and an editor's preview) and its home section. */
export const faqsUi = {
  home: { after: 'news', Section: FaqList },
  list: {
    views: ['all'],
    metadata: (locale) => faqMetadata(locale),
    page: (locale, view) => (view === 'all' ? <FaqPage locale={locale} /> : null),
  },
  async preview(locale, id, headers) {
    const preview = await getPreviewFaqs(locale, id, headers)
    return preview && <FaqPage locale={locale} preview={preview} />
  },
} satisfies TypeUi

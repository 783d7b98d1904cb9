import type { CollectionConfig } from 'payload'
import { seedFaqs } from './seed'
import { editorialCollection } from '@/cms/editorial'
import { editingLanguage } from '@/cms/fields/editing-language'
import { adminLabel, both, typeLabels } from '@/cms/admin-text'
import { isEditor, published } from '@/cms/access/roles'
import { livePreviewIn, previewIn } from '@/cms/preview'
import { translationStatus } from '@/cms/fields/translation-status'
import { seedKey } from '@/cms/fields/seed-key'
import { revalidateOnChange } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/search-index/index-items'
import { cacheTags } from '@/content/cache-tags'
import { faqs } from '../content/type'
import { faqEntries } from './search'

const revalidate = revalidateOnChange(() => [cacheTags.faqs])
const searchIndex = searchIndexHooks(faqs.search.kind)

/** The FAQ's questions: the CMS collection. */
export const Faqs: CollectionConfig = editorialCollection(
  {
    slug: faqs.collection,
    labels: typeLabels(faqs),
    custom: { searchEntries: faqEntries, seed: seedFaqs },
    admin: {
      useAsTitle: 'question',
      defaultColumns: ['question', 'order', 'translations'],
      preview: previewIn(faqs.preview),
      // The same preview beside the form, following each save.
      livePreview: livePreviewIn(faqs.preview),
    },
    access: {
      read: published,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
      readVersions: isEditor,
    },
    versions: { drafts: true, maxPerDoc: 25 },
    hooks: {
      afterChange: [...revalidate.afterChange, ...searchIndex.afterChange],
      afterDelete: [...revalidate.afterDelete, ...searchIndex.afterDelete],
    },
    defaultSort: 'order',
    fields: [
      editingLanguage,
      {
        name: 'question',
        label: adminLabel('问题', 'Question'),
        type: 'text',
        required: true,
        localized: true,
      },
      {
        name: 'answer',
        label: adminLabel('回答', 'Answer'),
        type: 'textarea',
        required: true,
        localized: true,
      },
      {
        name: 'order',
        label: adminLabel('排序', 'Order'),
        type: 'number',
        required: true,
        defaultValue: 0,
        index: true,
        admin: { description: both('数字小的排在前面。', 'Lower numbers come first.') },
      },
      translationStatus(['question', 'answer']),
      seedKey,
    ],
  },
  { bilingual: true, language: ['question', 'answer'], draftNeeds: ['question'] },
)

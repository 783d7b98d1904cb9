import { editorialCollection } from '../editorial'
import type { CollectionConfig } from 'payload'
import { editingLanguage } from '../fields/editing-language'
import { adminLabel, both, typeLabels } from '../admin-text'
import { isEditor, published } from '../access/roles'
import { previewIn } from '../preview'
import { translationStatus } from '../fields/translation-status'
import { seedKey } from '../fields/seed-key'
import { revalidateOnChange } from '../hooks/revalidate'
import { searchIndexHooks } from '../search-index/index-items'
import { cacheTags } from '@/content/cache-tags'
import { contentTypes } from '../../content/types'

const revalidate = revalidateOnChange(() => [cacheTags.faqs])
const searchIndex = searchIndexHooks(contentTypes.faqs.search.kind)

export const Faqs: CollectionConfig = editorialCollection(
  {
    slug: contentTypes.faqs.collection,
    labels: typeLabels(contentTypes.faqs),
    admin: {
      useAsTitle: 'question',
      defaultColumns: ['question', 'order', 'translations'],
      preview: previewIn(contentTypes.faqs.preview),
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

import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access/roles'
import { translationStatus } from '../fields/translation-status'
import { seedKey } from '../fields/seed-key'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ item', plural: 'FAQ' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order', 'translations'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateOnChange(() => [cacheTags.faqs]),
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      admin: { description: 'Lower numbers come first.' },
    },
    translationStatus(['question', 'answer']),
    seedKey,
  ],
}

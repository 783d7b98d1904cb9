import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access/roles'
import { translationStatus } from '../fields/translation-status'
import { seedKey } from '../fields/seed-key'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', 'order', 'translations'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateOnChange(() => [cacheTags.videos]),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'transcript',
      type: 'textarea',
      localized: true,
      admin: {
        description:
          'One or two lines on what the clip shows, for people who cannot hear or see it.',
      },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'clip',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video/' } },
      admin: { description: 'A short MP4 or WebM clip. Or give an external URL below.' },
    },
    {
      name: 'url',
      type: 'text',
      admin: { description: 'A page on the video channel, used when there is no clip.' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (typeof value === 'string' && value.length > 0) {
          return /^https:\/\/[^\s]+$/.test(value) || 'Use a full https:// address.'
        }
        return siblingData.clip ? true : 'Upload a clip or give a URL.'
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          type: 'number',
          required: true,
          min: 1,
          admin: { description: 'Length in seconds.' },
        },
        { name: 'order', type: 'number', required: true, defaultValue: 0, index: true },
      ],
    },
    translationStatus(['title']),
    seedKey,
  ],
}

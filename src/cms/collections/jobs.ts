import type { CollectionConfig } from 'payload'
import { isEditor, openPositions } from '../access/roles'
import { translationStatus } from '../fields/translation-status'
import { seedKey } from '../fields/seed-key'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'

export const departments = [
  'engineering',
  'research',
  'product',
  'marketing',
  'operations',
] as const
export const jobLocations = ['singapore', 'zhengzhou', 'beijing', 'remote'] as const
export const employmentTypes = ['full_time', 'part_time'] as const

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job opening', plural: 'Jobs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', 'employmentType', 'open', 'translations'],
  },
  access: { read: openPositions, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateOnChange(() => [cacheTags.jobs]),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'department',
          type: 'select',
          required: true,
          options: [
            { value: 'engineering', label: { zh: '工程', en: 'Engineering' } },
            { value: 'research', label: { zh: '研究', en: 'Research' } },
            { value: 'product', label: { zh: '产品', en: 'Product' } },
            { value: 'marketing', label: { zh: '市场', en: 'Marketing' } },
            { value: 'operations', label: { zh: '运营', en: 'Operations' } },
          ],
        },
        {
          name: 'location',
          type: 'select',
          required: true,
          options: [
            { value: 'singapore', label: { zh: '新加坡', en: 'Singapore' } },
            { value: 'zhengzhou', label: { zh: '郑州', en: 'Zhengzhou' } },
            { value: 'beijing', label: { zh: '北京', en: 'Beijing' } },
            { value: 'remote', label: { zh: '远程', en: 'Remote' } },
          ],
        },
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          defaultValue: 'full_time',
          options: [
            { value: 'full_time', label: { zh: '全职', en: 'Full-time' } },
            { value: 'part_time', label: { zh: '兼职', en: 'Part-time' } },
          ],
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      name: 'requirements',
      type: 'array',
      localized: true,
      minRows: 1,
      labels: { singular: 'Requirement', plural: 'Requirements' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'open',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Closed openings are hidden from the site.' },
        },
        { name: 'order', type: 'number', defaultValue: 0, index: true },
      ],
    },
    translationStatus(['title', 'description', 'requirements']),
    seedKey,
  ],
}

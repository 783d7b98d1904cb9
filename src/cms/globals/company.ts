import { editorialGlobal } from '../editorial'
import type { GlobalConfig } from 'payload'
import { editingLanguage } from '../fields/editing-language'
import { adminLabel } from '../admin-text'
import { isEditor, published } from '../access/roles'
import { revalidateAfterCommit } from '../hooks/revalidate'
import { keepMediaVisibility } from '../hooks/media-visibility'
import { indexAfterCommit } from '../search-index/index-items'
import { cacheTags } from '@/content/cache-tags'

export const Company: GlobalConfig = editorialGlobal({
  slug: 'company',
  label: adminLabel('公司简介', 'Company profile'),
  access: { read: published, update: isEditor, readVersions: isEditor },
  versions: { drafts: true, max: 25 },
  hooks: {
    afterChange: [
      keepMediaVisibility,
      ({ req }) => revalidateAfterCommit(req, [cacheTags.company]),
      ({ req }) => indexAfterCommit(req, 'profile', 0),
    ],
  },
  fields: [
    editingLanguage,
    {
      name: 'mission',
      label: adminLabel('使命', 'Mission'),
      type: 'textarea',
      required: true,
      localized: true,
    },
    {
      name: 'vision',
      label: adminLabel('愿景', 'Vision'),
      type: 'textarea',
      required: true,
      localized: true,
    },
    {
      name: 'values',
      label: adminLabel('价值观', 'Values'),
      type: 'array',
      localized: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: adminLabel('价值观', 'Value'), plural: adminLabel('价值观', 'Values') },
      fields: [
        { name: 'title', label: adminLabel('标题', 'Title'), type: 'text', required: true },
        { name: 'text', label: adminLabel('说明', 'Text'), type: 'textarea', required: true },
      ],
    },
    {
      name: 'founder',
      label: adminLabel('创始人', 'Founder'),
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: adminLabel('姓名', 'Name'),
              type: 'text',
              required: true,
              localized: true,
            },
            {
              name: 'title',
              label: adminLabel('职务', 'Title'),
              type: 'text',
              required: true,
              localized: true,
            },
          ],
        },
        {
          name: 'bio',
          label: adminLabel('简介', 'Biography'),
          type: 'textarea',
          required: true,
          localized: true,
        },
        {
          name: 'portrait',
          label: adminLabel('照片', 'Portrait'),
          type: 'upload',
          relationTo: 'media',
          required: true,
        },
        {
          name: 'honours',
          label: adminLabel('荣誉', 'Honours'),
          type: 'array',
          localized: true,
          labels: { singular: adminLabel('荣誉', 'Honour'), plural: adminLabel('荣誉', 'Honours') },
          fields: [
            { name: 'text', label: adminLabel('内容', 'Text'), type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'milestones',
      label: adminLabel('发展历程', 'Milestones'),
      type: 'array',
      minRows: 1,
      labels: {
        singular: adminLabel('里程碑', 'Milestone'),
        plural: adminLabel('发展历程', 'Milestones'),
      },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'year',
              label: adminLabel('年份', 'Year'),
              type: 'number',
              required: true,
              min: 2000,
              max: 2100,
            },
            {
              name: 'title',
              label: adminLabel('标题', 'Title'),
              type: 'text',
              required: true,
              localized: true,
            },
          ],
        },
        {
          name: 'text',
          label: adminLabel('说明', 'Text'),
          type: 'textarea',
          required: true,
          localized: true,
        },
      ],
    },
  ],
})

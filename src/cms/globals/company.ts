import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access/roles'
import { revalidateAfterCommit } from '../hooks/revalidate'
import { cacheTags } from '../../data/cache-tags'

export const Company: GlobalConfig = {
  slug: 'company',
  label: 'Company profile',
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [({ req }) => revalidateAfterCommit(req, [cacheTags.company])] },
  fields: [
    { name: 'mission', type: 'textarea', required: true, localized: true },
    { name: 'vision', type: 'textarea', required: true, localized: true },
    {
      name: 'values',
      type: 'array',
      localized: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Value', plural: 'Values' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    {
      name: 'founder',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, localized: true },
            { name: 'title', type: 'text', required: true, localized: true },
          ],
        },
        { name: 'bio', type: 'textarea', required: true, localized: true },
        { name: 'portrait', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'honours',
          type: 'array',
          localized: true,
          labels: { singular: 'Honour', plural: 'Honours' },
          fields: [{ name: 'text', type: 'text', required: true }],
        },
      ],
    },
    {
      name: 'milestones',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Milestone', plural: 'Milestones' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'year', type: 'number', required: true, min: 2000, max: 2100 },
            { name: 'title', type: 'text', required: true, localized: true },
          ],
        },
        { name: 'text', type: 'textarea', required: true, localized: true },
      ],
    },
  ],
}

import { editorialCollection } from '@/cms/editorial'
import type { CollectionConfig } from 'payload'
import { seedJobs } from './seed'
import { editingLanguage } from '@/cms/fields/editing-language'
import { adminLabel, both, typeLabels } from '@/cms/admin-text'
import { isEditor, openPositions } from '@/cms/access/roles'
import { livePreviewIn, previewIn } from '@/cms/preview'
import { translationStatus } from '@/cms/fields/translation-status'
import { seedKey } from '@/cms/fields/seed-key'
import { revalidateOnChange } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/search-index/index-items'
import { jobEntries } from './search'
import { cacheTags } from '@/content/cache-tags'
import { departments, employmentTypes, jobLocations } from '../content/model'
import { jobs } from '../content/type'

type Label = { zh: string; en: string }

/** A select's options: the model's values, each with its label in both languages. */
function optionsOf<V extends string>(values: readonly V[], labels: Record<V, Label>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

const revalidate = revalidateOnChange(() => [cacheTags.jobs])
const searchIndex = searchIndexHooks(jobs.search.kind)

export const Jobs: CollectionConfig = editorialCollection(
  {
    slug: jobs.collection,
    labels: typeLabels(jobs),
    custom: { searchEntries: jobEntries, seed: seedJobs },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'department', 'location', 'employmentType', 'open', 'translations'],
      preview: previewIn(jobs.preview),
      // The same preview beside the form, following each save.
      livePreview: livePreviewIn(jobs.preview),
    },
    access: {
      read: openPositions,
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
        name: 'title',
        label: adminLabel('职位名称', 'Title'),
        type: 'text',
        required: true,
        localized: true,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'department',
            label: adminLabel('部门', 'Department'),
            type: 'select',
            required: true,
            options: optionsOf(departments, {
              engineering: { zh: '工程', en: 'Engineering' },
              research: { zh: '研究', en: 'Research' },
              product: { zh: '产品', en: 'Product' },
              marketing: { zh: '市场', en: 'Marketing' },
              operations: { zh: '运营', en: 'Operations' },
            }),
          },
          {
            name: 'location',
            label: adminLabel('地点', 'Location'),
            type: 'select',
            required: true,
            options: optionsOf(jobLocations, {
              singapore: { zh: '新加坡', en: 'Singapore' },
              zhengzhou: { zh: '郑州', en: 'Zhengzhou' },
              beijing: { zh: '北京', en: 'Beijing' },
              remote: { zh: '远程', en: 'Remote' },
            }),
          },
          {
            name: 'employmentType',
            label: adminLabel('类型', 'Employment type'),
            type: 'select',
            required: true,
            defaultValue: 'full_time',
            options: optionsOf(employmentTypes, {
              full_time: { zh: '全职', en: 'Full-time' },
              part_time: { zh: '兼职', en: 'Part-time' },
            }),
          },
        ],
      },
      {
        name: 'description',
        label: adminLabel('职位描述', 'Description'),
        type: 'textarea',
        required: true,
        localized: true,
      },
      {
        name: 'requirements',
        label: adminLabel('任职要求', 'Requirements'),
        type: 'array',
        localized: true,
        // A job is shown in a language only with its requirements (its translations).
        required: true,
        minRows: 1,
        labels: {
          singular: adminLabel('要求', 'Requirement'),
          plural: adminLabel('任职要求', 'Requirements'),
        },
        fields: [{ name: 'text', label: adminLabel('内容', 'Text'), type: 'text', required: true }],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'open',
            label: adminLabel('招聘中', 'Open'),
            type: 'checkbox',
            defaultValue: true,
            admin: {
              description: both(
                '关闭的职位不在网站上显示。',
                'Closed openings are hidden from the site.',
              ),
            },
          },
          {
            name: 'order',
            label: adminLabel('排序', 'Order'),
            type: 'number',
            defaultValue: 0,
            index: true,
            admin: { description: both('数字小的排在前面。', 'Lower numbers come first.') },
          },
        ],
      },
      translationStatus(['title', 'description', 'requirements']),
      seedKey,
    ],
  },
  {
    bilingual: true,
    language: ['title', 'description', 'requirements.text'],
    draftNeeds: ['title'],
  },
)

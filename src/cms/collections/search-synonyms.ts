import type { CollectionConfig, PayloadRequest } from 'payload'
import { editorialCollection } from '../editorial'
import { adminLabel, both, inAdminLanguage, typeLabels } from '../admin-text'
import { isEditor } from '../access/roles'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '@/content/cache-tags'
import { wordsOfEntry } from '@/content/search/intent'
import { searchKinds, type SearchKind } from '@/content/search/model'
import { contentTypes } from '@/content/types'

/** What each kind is called in the admin: a content type by its collection's name. */
function kindLabel(kind: SearchKind) {
  if (kind === 'profile') return adminLabel('公司简介', 'Company profile')
  if (kind === 'product') return adminLabel('模型与应用', 'Models & apps')
  const type = Object.values(contentTypes).find(
    (each) => 'search' in each && each.search.kind === kind,
  )!
  return typeLabels(type).plural
}

/**
 * Words visitors use for a kind of content, beyond those the site knows
 * (招聘, careers, 新闻…): a search for one of them shows that kind
 * (src/content/search/intent.ts). Read by the site only, never by visitors.
 */
export const SearchSynonyms: CollectionConfig = editorialCollection(
  {
    slug: 'search-synonyms',
    labels: {
      singular: adminLabel('搜索同义词', 'Search synonym'),
      plural: adminLabel('搜索同义词', 'Search synonyms'),
    },
    admin: {
      useAsTitle: 'words',
      defaultColumns: ['words', 'kind'],
      description: both(
        '访客搜索这些词时，网站显示所选类型的内容（例如“实习生, intern”→ 招聘职位）。网站已认识“招聘、职位、jobs、careers、新闻、news”等常用词。',
        'When visitors search one of these words, the site shows the chosen kind (e.g. "实习生, intern" → Jobs). The site already knows common words such as 招聘, 职位, jobs, careers, 新闻 and news.',
      ),
    },
    access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    hooks: revalidateOnChange(() => [cacheTags.searchSynonyms]),
    fields: [
      {
        name: 'words',
        label: adminLabel('词语', 'Words'),
        type: 'textarea',
        required: true,
        maxLength: 500,
        admin: {
          description: both(
            '一个或多个词，用逗号、顿号或换行分开；中英文都可以。',
            'One or more words, separated by commas or line breaks; Chinese or English.',
          ),
        },
        validate: (value: unknown, { req }: { req: PayloadRequest }) =>
          (typeof value === 'string' && wordsOfEntry(value).length > 0) ||
          inAdminLanguage(req, both('请至少填写一个词。', 'Write at least one word.')),
      },
      {
        name: 'kind',
        label: adminLabel('显示的内容', 'Shows'),
        type: 'select',
        required: true,
        options: searchKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
      },
    ],
  },
  { bilingual: false },
)

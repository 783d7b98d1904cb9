import type { CollectionConfig } from 'payload'
import { isEditor, publishedAndDue } from '../access/roles'
import { translationStatus } from '../fields/translation-status'
import { seedKey } from '../fields/seed-key'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags, newsArticleTag } from '../../data/cache-tags'
import { newsCategories, type NewsCategory } from '../../lib/news-categories'
import { defaultLocale, isLocale } from '../../i18n/locales'
import { localizedPath } from '../../i18n/paths'

const categoryLabels: Record<NewsCategory, { zh: string; en: string }> = {
  company: { zh: '公司新闻', en: 'Company news' },
  industry: { zh: '行业动态', en: 'Industry news' },
  article: { zh: '精选文章', en: 'Articles' },
}

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Article', plural: 'News' },
  graphQL: { singularName: 'NewsArticle', pluralName: 'NewsArticles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status', 'translations'],
    description:
      'Publish with a future publish date to schedule an article: it stays hidden until then.',
    // "Preview" opens the draft as the site will show it, in the language being edited.
    preview: (doc, { locale }) =>
      typeof doc.id === 'number' || typeof doc.id === 'string'
        ? localizedPath(`/news/preview/${doc.id}`, isLocale(locale) ? locale : defaultLocale)
        : null,
  },
  access: {
    read: publishedAndDue,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    readVersions: isEditor,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: revalidateOnChange<{ id: number }>((doc) => [cacheTags.news, newsArticleTag(doc.id)]),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'body', type: 'richText', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'company',
          options: newsCategories.map((value) => ({ value, label: categoryLabels[value] })),
          index: true,
        },
        {
          name: 'publishedAt',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'A date ahead schedules the article.',
          },
        },
      ],
    },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'seo',
      type: 'group',
      label: 'SEO',
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          admin: { description: 'Defaults to the title.' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          admin: { description: 'Defaults to the summary.' },
        },
      ],
    },
    translationStatus(['title', 'summary']),
    seedKey,
  ],
}

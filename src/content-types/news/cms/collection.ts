import { newsComingDue } from './coming-due'
import { editorialCollection } from '@/cms/editorial'
import type { CollectionConfig } from 'payload'
import { seedNews } from './seed'
import { editingLanguage } from '@/cms/fields/editing-language'
import { isEditor, publishedAndDue } from '@/cms/access/roles'
import { translationStatus } from '@/cms/fields/translation-status'
import { seedKey } from '@/cms/fields/seed-key'
import { bodyMedia } from '@/cms/fields/body-media'
import { revalidateOnChange } from '@/cms/hooks/revalidate'
import { keepMediaVisibility } from '@/cms/hooks/media-visibility'
import { searchIndexHooks } from '@/cms/search-index/index-items'
import { articleEntries } from './search'
import { cacheTags, newsArticleTag } from '@/content/cache-tags'
import { NEWS_TITLE_MAX, newsCategories, type NewsCategory } from '../content/model'
import { lengthCounter } from '@/cms/fields/language-check'
import { adminLabel, both, typeLabels } from '@/cms/admin-text'
import { livePreviewIn, previewIn } from '@/cms/preview'
import { dateTimePicker, siteTimeZone } from '@/cms/site-time-zone'
import { unpublishAtField } from '@/cms/fields/unpublish-at'
import { news } from '../content/type'

const categoryLabels: Record<NewsCategory, { zh: string; en: string }> = {
  company: { zh: '公司新闻', en: 'Company news' },
  industry: { zh: '行业动态', en: 'Industry news' },
  article: { zh: '精选文章', en: 'Articles' },
}

const revalidate = revalidateOnChange<{ id: number }>((doc) => [
  cacheTags.news,
  newsArticleTag(doc.id),
])
const searchIndex = searchIndexHooks(news.search.kind)

export const News: CollectionConfig = editorialCollection(
  {
    slug: news.collection,
    labels: typeLabels(news),
    custom: { searchEntries: articleEntries, seed: seedNews, comingDue: newsComingDue },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'category', 'publishedAt', 'publication', 'translations'],
      components: {
        beforeListTable: ['/cms/admin/state-filter#StateFilter'],
        // "Scheduled" in the header too, not "published".
        edit: { beforeDocumentControls: ['/cms/admin/publication-state#DocumentStatus'] },
      },
      description: both(
        '发布日期设在将来即为定时发布：到时间之前，访客看不到这篇文章。',
        'Publish with a future publish date to schedule an article: it stays hidden until then.',
      ),
      // "Preview" opens the draft as the site will show it, in the language being edited.
      preview: previewIn(news.preview),
      // The same preview beside the form, following each save.
      livePreview: livePreviewIn(news.preview),
    },
    access: {
      read: publishedAndDue,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
      readVersions: isEditor,
    },
    versions: { drafts: true, maxPerDoc: 25 },
    hooks: {
      afterChange: [keepMediaVisibility, ...revalidate.afterChange, ...searchIndex.afterChange],
      afterDelete: [keepMediaVisibility, ...revalidate.afterDelete, ...searchIndex.afterDelete],
    },
    defaultSort: '-publishedAt',
    fields: [
      editingLanguage,
      {
        name: 'title',
        label: adminLabel('标题', 'Title'),
        type: 'text',
        required: true,
        localized: true,
        admin: { components: { afterInput: [lengthCounter(NEWS_TITLE_MAX)] } },
      },
      {
        name: 'summary',
        label: adminLabel('摘要', 'Summary'),
        type: 'textarea',
        required: true,
        localized: true,
      },
      {
        name: 'body',
        // Rendered on the server, where a label function would be read in one language for all.
        label: both('正文', 'Body'),
        type: 'richText',
        required: true,
        localized: true,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            label: adminLabel('分类', 'Category'),
            type: 'select',
            required: true,
            defaultValue: 'company',
            options: newsCategories.map((value) => ({ value, label: categoryLabels[value] })),
            index: true,
          },
          {
            name: 'publishedAt',
            label: adminLabel('发布时间（北京时间）', 'Publish date (Beijing time)'),
            type: 'date',
            required: true,
            index: true,
            defaultValue: () => new Date().toISOString(),
            // Typed, shown and listed in the company's time zone, whatever the editor's computer says.
            timezone: siteTimeZone,
            admin: {
              // What is typed is checked as typed: a date that does not exist is refused.
              components: { afterInput: ['/cms/admin/checked-date#CheckedDate'] },
              date: dateTimePicker,
              description: both('设在将来即为定时发布。', 'A date ahead schedules the article.'),
            },
          },
        ],
      },
      {
        name: 'cover',
        label: adminLabel('封面图', 'Cover image'),
        type: 'upload',
        relationTo: 'media',
        admin: {
          description: both(
            '可不上传：网站会按文章的分类颜色为它绘制一张独有的封面。',
            'Optional: without one, the site draws a cover of its own in the category’s colour.',
          ),
        },
      },
      {
        name: 'seo',
        type: 'group',
        label: adminLabel('搜索引擎', 'SEO'),
        fields: [
          {
            name: 'title',
            label: adminLabel('搜索结果标题', 'Title in search results'),
            type: 'text',
            localized: true,
            admin: { description: both('留空则用文章标题。', 'Defaults to the title.') },
          },
          {
            name: 'description',
            label: adminLabel('搜索结果描述', 'Description in search results'),
            type: 'textarea',
            localized: true,
            admin: { description: both('留空则用摘要。', 'Defaults to the summary.') },
          },
          {
            name: 'shareImage',
            label: adminLabel('分享图', 'Share image'),
            type: 'upload',
            relationTo: 'media',
            localized: true,
            filterOptions: { mimeType: { contains: 'image' } },
            admin: {
              description: both(
                '文章被分享到社交网络和聊天中时显示的图片，每种语言各一张，宽 1200、高 630 最佳。留空则由网站用标题和封面绘制。',
                'The picture shown when the article is shared on social networks and in chats, one per language; 1200 × 630 fits best. Without one, the site draws a card from the title and the cover.',
              ),
            },
          },
        ],
      },
      {
        // Draft, scheduled (with its time) or published: a column of the list and a sidebar line.
        name: 'publication',
        type: 'ui',
        label: both('发布状态', 'Publication'),
        admin: {
          position: 'sidebar',
          components: {
            Field: '/cms/admin/publication-state#PublicationStateField',
            Cell: '/cms/admin/publication-state#PublicationStateCell',
          },
        },
      },
      translationStatus(['title', 'summary']),
      unpublishAtField,
      bodyMedia,
      seedKey,
    ],
  },
  {
    bilingual: true,
    language: ['title', 'summary', 'body', 'seo.title', 'seo.description'],
    draftNeeds: ['title'],
    maxLength: { title: NEWS_TITLE_MAX },
    typedDates: ['publishedAt', 'unpublishAt'],
    links: ['body'],
  },
)

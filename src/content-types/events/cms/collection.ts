import type { CollectionConfig, PayloadRequest } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { editorialCollection } from '@/cms/editorial'
import { editingLanguage } from '@/cms/fields/editing-language'
import { isEditor, publishedAndDue } from '@/cms/access/roles'
import { translationStatus } from '@/cms/fields/translation-status'
import { seedKey } from '@/cms/fields/seed-key'
import { revalidateOnChange } from '@/cms/hooks/revalidate'
import { keepMediaVisibility } from '@/cms/hooks/media-visibility'
import { searchIndexHooks } from '@/cms/search-index/index-items'
import type { MediaShown } from '@/cms/media-shown'
import { adminLabel, both, inAdminLanguage, typeLabels, type AdminText } from '@/cms/admin-text'
import { livePreviewIn, previewIn } from '@/cms/preview'
import { dateTimePicker, siteTimeZone } from '@/cms/site-time-zone'
import { cacheTags } from '@/content/cache-tags'
import { eventProblems, type EventProblem } from '../content/model'
import { events } from '../content/type'
import { eventEntries } from './search'
import { seedEvents } from './seed'
import { eventsComingDue } from './coming-due'

const revalidate = revalidateOnChange(() => [cacheTags.events])
const searchIndex = searchIndexHooks(events.search.kind)

/** What an editor reads when a publish is refused, by the field it concerns. */
const refusals: Record<EventProblem, { field: string; text: AdminText }> = {
  endBeforeStart: {
    field: 'end',
    text: both('结束时间须晚于开始时间。', 'The end must come after the start.'),
  },
  onlineWithoutLink: {
    field: 'link',
    text: both('线上活动须填写链接。', 'An online event needs its link.'),
  },
  linkNotWeb: {
    field: 'link',
    text: both('请填写以 http:// 或 https:// 开头的地址。', 'Use an http:// or https:// address.'),
  },
  offlineWithoutPlace: {
    field: 'venue',
    text: both('线下活动须填写场地和城市。', 'An offline event needs its venue and city.'),
  },
  registrationNotWeb: {
    field: 'registration',
    text: both(
      '报名链接须以 http:// 或 https:// 开头。',
      'The registration link must be an http:// or https:// address.',
    ),
  },
}

/** A field's check at publishing (drafts may be incomplete): the refusals that concern it. */
function checkedAtPublish(field: string) {
  return (
    _value: unknown,
    { data, req }: { data: Record<string, unknown>; req: PayloadRequest },
  ): true | string => {
    if (data._status !== 'published') return true
    const refused = eventProblems(data).filter((problem) => refusals[problem].field === field)
    return (
      refused.length === 0 ||
      refused.map((problem) => inAdminLanguage(req, refusals[problem].text)).join(' ')
    )
  }
}

const dateField = (name: 'start' | 'end', label: AdminText) => ({
  name,
  label: adminLabel(label.zh, label.en),
  type: 'date' as const,
  required: true,
  index: true,
  timezone: siteTimeZone,
  validate: checkedAtPublish(name),
  admin: {
    components: { afterInput: ['/cms/admin/checked-date#CheckedDate'] },
    date: dateTimePicker,
  },
})

/** Events: the CMS collection. */
export const Events: CollectionConfig = editorialCollection(
  {
    slug: events.collection,
    labels: typeLabels(events),
    custom: {
      searchEntries: eventEntries,
      seed: seedEvents,
      comingDue: eventsComingDue,
      // Its cover is shown from the event's publish date (decision 015).
      media: { fields: ['cover'], from: 'publishedAt' } satisfies MediaShown,
    },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'start', 'city', 'publication', 'translations'],
      components: {
        edit: { beforeDocumentControls: ['/cms/admin/publication-state#DocumentStatus'] },
      },
      preview: previewIn(events.preview),
      // The same preview beside the form, following each save.
      livePreview: livePreviewIn(events.preview),
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
    defaultSort: '-start',
    fields: [
      editingLanguage,
      {
        name: 'title',
        label: adminLabel('标题', 'Title'),
        type: 'text',
        required: true,
        localized: true,
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
        label: both('正文', 'Body'),
        type: 'richText',
        required: true,
        localized: true,
        // The articles' editor without uploads: an event shows its cover, not pictures in its text.
        editor: lexicalEditor({
          features: ({ rootFeatures }) =>
            rootFeatures.filter((feature) => feature.key !== 'upload'),
        }),
      },
      {
        type: 'row',
        fields: [
          dateField('start', both('开始（北京时间）', 'Start (Beijing time)')),
          dateField('end', both('结束（北京时间）', 'End (Beijing time)')),
        ],
      },
      {
        name: 'mode',
        label: adminLabel('形式', 'Format'),
        type: 'radio',
        required: true,
        defaultValue: 'offline',
        options: [
          { value: 'offline', label: both('线下', 'In person') },
          { value: 'online', label: both('线上', 'Online') },
        ],
      },
      {
        type: 'row',
        admin: { condition: (data) => data.mode !== 'online' },
        fields: [
          {
            name: 'venue',
            label: adminLabel('场地', 'Venue'),
            type: 'text',
            localized: true,
            validate: checkedAtPublish('venue'),
          },
          { name: 'city', label: adminLabel('城市', 'City'), type: 'text', localized: true },
        ],
      },
      {
        name: 'link',
        label: adminLabel('线上链接', 'Online link'),
        type: 'text',
        validate: checkedAtPublish('link'),
        admin: { condition: (data) => data.mode === 'online' },
      },
      {
        name: 'registration',
        label: adminLabel('报名链接', 'Registration link'),
        type: 'text',
        validate: checkedAtPublish('registration'),
        admin: {
          description: both(
            '可不填：填写后，活动开始前页面上显示“报名”按钮。',
            'Optional: a Register button shows until the event starts.',
          ),
        },
      },
      {
        name: 'cover',
        label: adminLabel('封面图', 'Cover image'),
        type: 'upload',
        relationTo: 'media',
        admin: {
          description: both(
            '可不上传：网站会为活动绘制一张封面。',
            'Optional: without one, the site draws a cover of its own.',
          ),
        },
      },
      {
        name: 'publishedAt',
        label: adminLabel('发布时间（北京时间）', 'Publish date (Beijing time)'),
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        timezone: siteTimeZone,
        admin: {
          position: 'sidebar',
          components: { afterInput: ['/cms/admin/checked-date#CheckedDate'] },
          date: dateTimePicker,
          description: both('设在将来即为定时发布。', 'A date ahead schedules the event.'),
        },
      },
      {
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
      seedKey,
    ],
  },
  {
    bilingual: true,
    language: ['title', 'summary', 'body', 'venue', 'city'],
    draftNeeds: ['title'],
    typedDates: ['start', 'end', 'publishedAt'],
    links: ['body'],
  },
)

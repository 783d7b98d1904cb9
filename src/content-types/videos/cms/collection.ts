import { seedVideos } from './seed'
import { editorialCollection } from '@/cms/editorial'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { editingLanguage } from '@/cms/fields/editing-language'
import { adminLabel, both, typeLabels, inAdminLanguage } from '@/cms/admin-text'
import { isEditor, published } from '@/cms/access/roles'
import { translationStatus } from '@/cms/fields/translation-status'
import { seedKey } from '@/cms/fields/seed-key'
import { revalidateOnChange } from '@/cms/hooks/revalidate'
import { keepMediaVisibility } from '@/cms/hooks/media-visibility'
import { cacheTags } from '@/content/cache-tags'
import { videos } from '../content/type'
import type { MediaShown } from '@/cms/media-shown'

const revalidate = revalidateOnChange(() => [cacheTags.videos])

export const Videos: CollectionConfig = editorialCollection(
  {
    slug: videos.collection,
    labels: typeLabels(videos),
    // Its poster and clip are shown as soon as it is published (decision 015).
    custom: {
      media: { fields: ['poster', 'clip'], from: 'publishing' } satisfies MediaShown,
      seed: seedVideos,
    },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', 'order', 'translations'] },
    access: {
      read: published,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
      readVersions: isEditor,
    },
    versions: { drafts: true, maxPerDoc: 25 },
    hooks: {
      afterChange: [keepMediaVisibility, ...revalidate.afterChange],
      afterDelete: [keepMediaVisibility, ...revalidate.afterDelete],
    },
    defaultSort: 'order',
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
        name: 'transcript',
        label: adminLabel('文字说明', 'Transcript'),
        type: 'textarea',
        localized: true,
        admin: {
          description: both(
            '用一两句话说明视频内容，供听不到或看不到的人了解。',
            'One or two lines on what the clip shows, for people who cannot hear or see it.',
          ),
        },
      },
      {
        name: 'poster',
        label: adminLabel('封面图', 'Poster'),
        type: 'upload',
        relationTo: 'media',
        required: true,
      },
      {
        name: 'clip',
        label: adminLabel('视频文件', 'Clip'),
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { contains: 'video/' } },
        admin: {
          description: both(
            '简短的 MP4 或 WebM 视频；也可以在下方填写外部地址。',
            'A short MP4 or WebM clip. Or give an external URL below.',
          ),
        },
      },
      {
        name: 'url',
        label: adminLabel('视频号地址', 'Channel address'),
        type: 'text',
        admin: {
          description: both(
            '视频号上的页面，没有上传视频时使用。',
            'A page on the video channel, used when there is no clip.',
          ),
        },
        validate: (
          value: unknown,
          { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest },
        ) => {
          if (typeof value === 'string' && value.length > 0) {
            return (
              /^https:\/\/[^\s]+$/.test(value) ||
              inAdminLanguage(
                req,
                both('请填写以 https:// 开头的完整地址。', 'Use a full https:// address.'),
              )
            )
          }
          return (
            Boolean(siblingData.clip) ||
            inAdminLanguage(req, both('请上传视频文件或填写地址。', 'Upload a clip or give a URL.'))
          )
        },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'duration',
            label: adminLabel('时长', 'Duration'),
            type: 'number',
            required: true,
            min: 1,
            admin: { description: both('单位：秒。', 'Length in seconds.') },
          },
          {
            name: 'order',
            label: adminLabel('排序', 'Order'),
            type: 'number',
            required: true,
            defaultValue: 0,
            index: true,
          },
        ],
      },
      translationStatus(['title']),
      seedKey,
    ],
  },
  { bilingual: true, language: ['title', 'transcript'], draftNeeds: ['title'] },
)

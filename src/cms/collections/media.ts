import { editorialCollection } from '../editorial'
import path from 'node:path'
import { editingLanguage } from '../fields/editing-language'
import { adminLabel, both, inAdminLanguage } from '../admin-text'
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { publicError } from '../../lib/public-error'
import { isEditor } from '../access/roles'
import { seedKey } from '../fields/seed-key'
import { internalField } from '../fields/internal-fields'
import { revalidateOnChange } from '../hooks/revalidate'
import { cacheTags } from '@/content/cache-tags'
import { mediaDir } from '../../lib/env'
import { objectStorage } from '../../lib/object-storage'
import { answerMissingLocalFile, unknownFileIsNotFound } from '../hooks/media-files'
import { refuseDeletingMediaInUse } from '../hooks/media-in-use'
import { visibleMedia } from '../hooks/media-visibility'
import { altInOtherLanguage, storeOtherAlt } from '../fields/alt-in-both-languages'

/** Largest image an editor may upload (videos: the global limit, payload.config.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** Images over their limit are refused before anything is stored. */
const limitImageSize: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const file = req.file
  if (file?.mimetype.startsWith('image/') && file.size > MAX_IMAGE_BYTES) {
    throw publicError(
      inAdminLanguage(req, both('图片不能超过 10 MB。', 'Images may be at most 10 MB.')),
      413,
    )
  }
}

const revalidateHooks = revalidateOnChange(() => [cacheTags.media])

/** Widths the site shows images at; each size is stored as WebP. */
const widths = { thumb: 480, card: 960, wide: 1600 } as const

export const Media: CollectionConfig = editorialCollection(
  {
    slug: 'media',
    labels: { singular: adminLabel('媒体文件', 'Media'), plural: adminLabel('媒体库', 'Media') },
    admin: {
      useAsTitle: 'alt',
      defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
      // Found by its file name or its alt text in either language.
      listSearchableFields: ['filename', 'alt'],
    },
    // Visitors see a medium once a published document shows it (hooks/media-visibility.ts).
    access: { read: visibleMedia, create: isEditor, update: isEditor, delete: isEditor },
    hooks: {
      ...revalidateHooks,
      beforeOperation: [limitImageSize],
      beforeDelete: [refuseDeletingMediaInUse],
      afterChange: [storeOtherAlt, ...revalidateHooks.afterChange],
      afterError: [unknownFileIsNotFound],
    },
    upload: {
      staticDir: path.resolve(mediaDir()),
      // Unknown files get 404 (with object storage, its handler follows this one).
      handlers: [answerMissingLocalFile(mediaDir(), objectStorage() === undefined)],
      mimeTypes: [
        'image/png',
        'image/jpeg',
        'image/webp',
        'image/avif',
        'image/svg+xml',
        'video/mp4',
        'video/webm',
      ],
      // Modern formats at the sizes the pages show; the original is kept for the admin.
      formatOptions: { format: 'webp', options: { quality: 82 } },
      imageSizes: Object.entries(widths).map(([name, width]) => ({
        name,
        width,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      })),
      adminThumbnail: 'thumb',
      focalPoint: true,
    },
    fields: [
      editingLanguage,
      // Payload's own field of the upload, named in the admin's language (it says "MIME Type").
      {
        name: 'mimeType',
        type: 'text',
        label: adminLabel('文件类型', 'File type'),
        admin: { readOnly: true, hidden: true },
      },
      {
        name: 'alt',
        label: adminLabel('替代文字', 'Alt text'),
        type: 'text',
        required: true,
        localized: true,
        admin: {
          description: both(
            '说明图片内容，供看不到图片的人了解。中英文都要填写。',
            'What the image shows, for people who cannot see it. Both languages.',
          ),
        },
      },
      altInOtherLanguage,
      seedKey,
      {
        // When visitors may first see the medium: kept by the saves of the
        // documents that show it, never written through the API or the admin.
        name: 'publicFrom',
        type: 'date',
        index: true,
        access: { create: () => false, update: () => false },
        admin: internalField,
      },
      // Payload's own field of the upload (the thumbnail's address), out of the lists too.
      { name: 'thumbnailURL', type: 'text', admin: internalField },
    ],
  },
  { bilingual: true, language: ['alt'], draftNeeds: [] },
)

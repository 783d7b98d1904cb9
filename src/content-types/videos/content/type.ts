import type { ContentType } from '@/content/content-type'

/** The AI videos: clips played on the home page, with no page of their own. */
export const videos = {
  collection: 'videos',
  labels: {
    singular: { zh: '视频', en: 'Video' },
    plural: { zh: 'AI 视频', en: 'Videos' },
  },
} as const satisfies ContentType

import type { CollectionConfig } from 'payload'
import { Faqs } from '@/content-types/faqs/cms/collection'
import type { contentTypes } from '@/content/types'
import { Jobs } from '@/content-types/jobs/cms/collection'
import { News } from '@/content-types/news/cms/collection'
import { Videos } from '@/content-types/videos/cms/collection'
import { Events } from '@/content-types/events/cms/collection'

/**
 * The CMS collection of each content type (src/content/types.ts lists the
 * types), in the list's order: a type without its collection here does not
 * compile. What the CMS does with a type's items at run time that is its
 * own (how site search reads them) the collection says in `custom`.
 */
export const typeCollections: { [Name in keyof typeof contentTypes]: CollectionConfig } = {
  news: News,
  jobs: Jobs,
  faqs: Faqs,
  videos: Videos,
  events: Events,
}

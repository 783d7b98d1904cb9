import 'server-only'
import { faqsData } from '@/content-types/faqs/data/type'
import { jobsData } from '@/content-types/jobs/data/type'
import { newsData } from '@/content-types/news/data/type'
import { videosData } from '@/content-types/videos/data/type'
import { eventsData } from '@/content-types/events/data/type'
import type { ContentType } from '@/content/content-type'
import { contentTypes, type ItemKind } from '@/content/types'
import type { ItemTypeData, TypeData } from './type-data'

type ContentTypes = typeof contentTypes

/** What the data layer needs of each type: a type with item pages gives their readers too. */
type DataOf<Name extends keyof ContentTypes> = ContentTypes[Name] extends { item: unknown }
  ? ItemTypeData
  : TypeData

/**
 * Each content type's part of the data layer (src/content/types.ts lists the
 * types): a type without its entry here, or with item pages but no readers
 * for them, does not compile.
 */
export const typeData: { [Name in keyof ContentTypes]: DataOf<Name> } = {
  news: newsData,
  jobs: jobsData,
  faqs: faqsData,
  videos: videosData,
  events: eventsData,
}

/** The data of the type whose item pages are of `kind`. */
export function itemData(kind: ItemKind): ItemTypeData {
  const name = (Object.keys(contentTypes) as (keyof ContentTypes)[]).find(
    (type) => itemKindOf(type) === kind,
  )
  const data: TypeData | undefined = name && typeData[name]
  if (!data || !('card' in data)) throw new Error(`No content type has items of kind ${kind}`)
  return data as ItemTypeData
}

/** What the item pages of type `name` are called, if it has them. */
function itemKindOf(name: keyof ContentTypes): string | undefined {
  const type: ContentType = contentTypes[name]
  return type.item?.kind
}

/** The sitemap sources of the types, in the list's order. */
export const typePages = Object.values(typeData).map((data: TypeData) => data.pages)

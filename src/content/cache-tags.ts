import { contentCollections, type ContentCollection } from '@/content/types'

/**
 * One tag per content type, its collection's name (src/content/types.ts):
 * for news, the lists, facets, latest articles, sitemap and feeds.
 */
const typeTags = Object.fromEntries(contentCollections.map((name) => [name, name])) as {
  [Name in ContentCollection]: Name
}

/** Every cache tag of the data layer, named in one place. CMS hooks revalidate these. */
export const cacheTags = {
  ...typeTags,
  site: 'site',
  company: 'company',
  redirects: 'redirects',
  /** The words editors add for a kind of content (src/cms/collections/search-synonyms.ts). */
  searchSynonyms: 'search-synonyms',
  /** The site search's index: revalidated once an item's entries are written. */
  search: 'search',
  media: 'media',
  /** An entry the cache never stores (src/server/cache-render-starts.mjs, NOT_STORED_TAG). */
  notStored: 'not-stored',
} as const

/** One article's page (its body, its previous and next links). */
export function newsArticleTag(id: number | string): string {
  return `news:${id}`
}

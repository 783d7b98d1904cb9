/** Every cache tag of the data layer, named in one place. CMS hooks revalidate these. */
export const cacheTags = {
  site: 'site',
  /** Lists, facets, latest articles, sitemap and feeds of the news. */
  news: 'news',
  jobs: 'jobs',
  faqs: 'faqs',
  videos: 'videos',
  company: 'company',
  redirects: 'redirects',
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

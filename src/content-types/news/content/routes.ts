import { newsQueryString, type NewsQuery } from './query'

/**
 * The paths of the news, without a locale prefix (src/i18n/paths.ts adds it):
 * the only place that spells them. Links, the sitemap, the feeds, JSON-LD,
 * the proxy and tests build them here.
 */
const list = '/news'
const article = `${list}/detail`

/** The list, with its filters, page and view (defaults left out). */
export function newsListHref(query: Partial<NewsQuery> = {}): string {
  const search = newsQueryString(query)
  return search ? `${list}?${search}` : list
}

/** An article's page. */
export function newsArticleHref(id: number | string): string {
  return `${article}/${id}`
}

/** The news feed. */
export const newsFeedHref = `${list}/rss.xml`

/** The id segment of an article's path (`/news/detail/{segment}`); undefined for other paths. */
export function newsArticleSegment(path: string): string | undefined {
  return new RegExp(`^${article}/([^/]+)/?$`).exec(path)?.[1]
}

/**
 * Routes of the app that no public URL names (the proxy rewrites to them and
 * answers their own paths with the 404 page): the cached view of a list URL
 * with a query, and what an article's URL shows while the articles cannot be read.
 */
export const newsRoutes = {
  list,
  view: (key: string) => `${list}/view/${key}`,
  viewRoot: `${list}/view`,
  unavailable: `${list}/unavailable`,
  /** Where editors preview an article, followed by `/{id}`. */
  preview: `${list}/preview`,
} as const

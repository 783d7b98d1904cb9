import { sharedRoot } from '@/content/content-type'
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
  unavailable: `${sharedRoot('news')}/unavailable`,
  /** Where editors preview an article, followed by `/{id}`. */
  preview: `${list}/preview`,
} as const

/**
 * The news's pages on the routes every type shares (content-type.ts): an
 * article (`/item/{id}`), an editor's preview (`/preview/{id}`) and what an
 * article's URL shows while the articles cannot be read (`/unavailable`).
 */
export const newsShared = {
  route(path: string): string | undefined {
    const id = newsArticleSegment(path)
    if (id !== undefined) return `/item/${id}`
    const preview = new RegExp(`^${newsRoutes.preview}/([^/]+)/?$`).exec(path)?.[1]
    return preview === undefined ? undefined : `/preview/${preview}`
  },
  back(route: string): string {
    const [, page, id] = route.split('/')
    if (page === 'item' && id) return newsArticleHref(id)
    if (page === 'preview' && id) return `${newsRoutes.preview}/${id}`
    return list
  },
}

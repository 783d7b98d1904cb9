import { loopbackJson } from './loopback-json'
import { parseId } from './parse-id'

/** Path of the server's list of readable article ids per locale. */
export const visibleArticlesPath = '/internal/articles'

/** How long the proxy keeps that list: a publish shows within this time. */
export const VISIBLE_ARTICLES_TTL_MS = 1_000

/** Readable article ids per locale. */
export type VisibleArticles = Record<string, number[]>

/** The list, or null while the server cannot tell (the page then decides). */
export const visibleArticles = loopbackJson<VisibleArticles | null>({
  path: () => visibleArticlesPath,
  ttlMs: VISIBLE_ARTICLES_TTL_MS,
  fallback: null,
  parse: (body) => {
    if (!body || typeof body !== 'object') return undefined
    const lists = Object.values(body)
    return lists.every((ids) => Array.isArray(ids) && ids.every(Number.isSafeInteger))
      ? (body as VisibleArticles)
      : undefined
  },
  what: 'the readable articles',
})

const detailPath = /^\/news\/detail\/([^/]+)\/?$/

/**
 * Whether a path (without its locale prefix) is an article page that does not
 * exist for visitors in `locale`: an id that is not a number, or not a
 * readable article in that language. Other paths, and every path while the
 * list is unknown, are not decided here.
 */
export function isMissingArticle(
  pathname: string,
  locale: string,
  visible: VisibleArticles | null,
): boolean {
  const segment = detailPath.exec(pathname)?.[1]
  if (segment === undefined) return false
  const id = parseId(segment)
  if (id === null) return true
  if (!visible) return false
  return !(visible[locale] ?? []).includes(id)
}

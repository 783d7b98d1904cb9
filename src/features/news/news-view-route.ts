import type { NewsCounts } from '@/data/news'
import { canonicalNewsQuery, isPlainNewsQuery, newsViewKey, type RawQuery } from './news-query'
import type { Locale } from '@/i18n/locales'
import { CONTENT_STATE_TTL_MS } from '@/lib/content-state'
import { keyedLoopbackJson } from '@/lib/loopback-json'

/** Path of the server's article counts, for the proxy's matcher and the route. */
export const newsCountsPath = '/internal/news-counts'

function isCounts(body: unknown): body is NewsCounts {
  if (!body || typeof body !== 'object') return false
  const { perPage, groups } = body as Partial<NewsCounts>
  return typeof perPage === 'number' && Array.isArray(groups)
}

const countsOf = keyedLoopbackJson<NewsCounts | null>((locale) => ({
  path: () => `${newsCountsPath}?${new URLSearchParams({ locale })}`,
  ttlMs: CONTENT_STATE_TTL_MS,
  fallback: null,
  // 503: the articles cannot be read now, so nothing is known of the views.
  parse: (body, status) => (status === 503 ? null : isCounts(body) ? body : undefined),
  what: `the article counts in ${locale}`,
}))

/**
 * Which rendering of the news list a query asks for:
 * - `plain`: the prerendered list (every invalid or default value);
 * - `{ key }`: the cached view of that key, one per view that exists;
 * - `unknown`: the articles cannot be counted now, so the view is rendered on
 *   demand from what is cached (or shows its error state), and nothing of it
 *   is kept.
 */
export type NewsViewRoute = 'plain' | 'unknown' | { key: string }

export async function newsViewOf(
  search: URLSearchParams,
  locale: Locale,
  origin: string,
): Promise<NewsViewRoute> {
  const raw: RawQuery = {}
  for (const key of ['category', 'year', 'month', 'page', 'view']) {
    const values = search.getAll(key)
    if (values.length > 0) raw[key] = values
  }
  const counts = await countsOf(locale)(origin)
  if (!counts) return 'unknown'
  const query = canonicalNewsQuery(raw, counts)
  return isPlainNewsQuery(query) ? 'plain' : { key: newsViewKey(query) }
}

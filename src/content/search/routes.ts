import type { SearchQuery } from './model'

/**
 * The path of the site search, without a locale prefix: the only place that
 * spells it. The header's form, the results page's links and tests build it here.
 */
export const searchPath = '/search'

/** The results of a query (defaults left out: no type, the first page, corrections allowed). */
export function searchHref(query: Partial<SearchQuery>): string {
  const search = new URLSearchParams()
  if (query.q) search.set('q', query.q)
  if (query.kind) search.set('type', query.kind)
  if (query.page && query.page > 1) search.set('page', String(query.page))
  if (query.exact) search.set('exact', '1')
  const text = search.toString()
  return text ? `${searchPath}?${text}` : searchPath
}

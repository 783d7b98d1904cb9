import {
  newsCategories,
  newsViews,
  type NewsCategory,
  type NewsCounts,
  type NewsView,
} from './model'

/** The state of the news list, as its URL holds it. */
export type RawQuery = Record<string, string | string[] | undefined>

export type NewsQuery = {
  category?: NewsCategory
  year?: number
  month?: number
  page: number
  view: NewsView
}

/**
 * The bounds of a list URL that the proxy accepts without asking what exists
 * (beyond them a value is its default): they bound the views that can be
 * cached, whatever visitors ask (docs/decisions/007).
 */
export const NEWS_FIRST_YEAR = 2000
/** Pages of 9 articles: an archive of 900,000 in one view. A page beyond the last is the first. */
export const NEWS_MAX_PAGE = 99_999
const lastYear = (now: Date) => now.getUTCFullYear() + 1

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  // Nothing sane is long; anything long is ignored rather than parsed.
  return first !== undefined && first.length <= 12 ? first : undefined
}

function positiveInt(value: string | undefined, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && number <= max ? number : undefined
}

/** The category of the list's query; undefined (all) for anything unknown. */
export function parseNewsCategory(raw: RawQuery): NewsCategory | undefined {
  const value = single(raw.category)
  return newsCategories.find((category) => category === value)
}

/**
 * A list URL's query by its form alone: a known category and view, a year in
 * [NEWS_FIRST_YEAR, next year], a month 1–12 of a year, a page up to
 * NEWS_MAX_PAGE; anything else is its default. The proxy routes by it.
 */
export function newsQueryOfForm(raw: RawQuery, now = new Date()): NewsQuery {
  const yearValue = positiveInt(single(raw.year), lastYear(now))
  const year = yearValue !== undefined && yearValue >= NEWS_FIRST_YEAR ? yearValue : undefined
  const viewValue = single(raw.view)
  return {
    category: parseNewsCategory(raw),
    year,
    month: year !== undefined ? positiveInt(single(raw.month), 12) : undefined,
    page: positiveInt(single(raw.page), NEWS_MAX_PAGE) ?? 1,
    view: newsViews.find((value) => value === viewValue) ?? 'grid',
  }
}

/** The plain list: no filter, the first page, the grid. */
export const plainNewsQuery: NewsQuery = { page: 1, view: 'grid' }

/** The query string of a list state, defaults left out (`''` for the plain list). */
export function newsQueryString(query: Partial<NewsQuery>): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.year) params.set('year', String(query.year))
  if (query.year && query.month) params.set('month', String(query.month))
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.view && query.view !== 'grid') params.set('view', query.view)
  return params.toString()
}

/**
 * The one view a query shows, given what exists: a year outside the archive
 * (before its first article or after its last, of any category) is left
 * out, with its month; a page beyond the last one is the first. A year of
 * the archive or a month without articles stays: the list says it has none,
 * with a way back. Two URLs that show the same view give the same query, and
 * the views there can be are bounded by the archive (docs/decisions/007).
 */
export function canonicalNewsQuery(asked: NewsQuery, counts: NewsCounts): NewsQuery {
  const years = counts.groups.map((group) => group.year)
  const inArchive =
    asked.year !== undefined && asked.year >= Math.min(...years) && asked.year <= Math.max(...years)
  const query: NewsQuery = inArchive || asked.year === undefined ? asked : withoutYear(asked)
  const total = counts.groups
    .filter(
      (group) =>
        (!query.category || group.category === query.category) &&
        (!query.year || group.year === query.year) &&
        (!query.month || group.month === query.month),
    )
    .reduce((sum, group) => sum + group.count, 0)
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, counts.perPage)))
  return query.page > totalPages ? { ...query, page: 1 } : query
}

function withoutYear({ year: _year, month: _month, ...rest }: NewsQuery): NewsQuery {
  return rest
}

/**
 * A view as one path segment, `{category|all}-{year|0}-{month|0}-{page}-{view}`,
 * for the cached route that renders it.
 */
export function newsViewKey(query: NewsQuery): string {
  const { category, year, month, page, view } = query
  return [category ?? 'all', year ?? 0, (year && month) || 0, page, view].join('-')
}

const viewKeyPattern = /^([a-z]{1,12})-(\d{1,4})-(\d{1,2})-(\d{1,5})-([a-z]{1,8})$/

/** The query of a view's key (read by its form); null when the segment is not one. */
export function parseNewsViewKey(key: string, now = new Date()): NewsQuery | null {
  const match = viewKeyPattern.exec(key)
  if (!match) return null
  const [, category, year, month, page, view] = match
  return newsQueryOfForm(
    {
      category: category === 'all' ? undefined : category,
      year: year === '0' ? undefined : year,
      month: month === '0' ? undefined : month,
      page,
      view,
    },
    now,
  )
}

/** The list's query of a URL's search parameters (its own parameters only). */
export function rawNewsQuery(search: URLSearchParams): RawQuery {
  const raw: RawQuery = {}
  for (const key of ['category', 'year', 'month', 'page', 'view']) {
    const values = search.getAll(key)
    if (values.length > 0) raw[key] = values
  }
  return raw
}

/**
 * The view a list URL shows, by its form alone (the page then reads it
 * against what exists): the key of its cached route.
 */
export function newsViewKeyOf(search: URLSearchParams, now = new Date()): string {
  return newsViewKey(newsQueryOfForm(rawNewsQuery(search), now))
}

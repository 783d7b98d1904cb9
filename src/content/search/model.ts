/**
 * The site search's domain, written once: what it finds, how a query is
 * bounded, how many results a page shows. The index, the data layer, the
 * page and its tests take these from here.
 */
import { searchableTypes, type SearchableKind } from '../types'

/**
 * What search finds, in the order the type filter lists them: the content
 * types it finds (src/content/types.ts), the models and apps the home page
 * offers (written in the catalogues), then the sections of the company
 * profile (a page of its own, written in the CMS's company global).
 */
export type SearchKind = SearchableKind | 'product' | 'profile'
export const searchKinds: readonly SearchKind[] = [
  ...searchableTypes.map((type) => type.kind),
  'product',
  'profile',
]

/**
 * The longest query, in characters: longer ones are cut there (a sentence
 * of either language fits; a pasted page does not reach the database).
 */
export const SEARCH_QUERY_MAX = 100

/** Most words of a query that count (the rest are left out). */
export const SEARCH_WORDS_MAX = 8

export const SEARCH_PER_PAGE = 10

/** The deepest results page: past it, the last one (nobody reads on; a bound for the cache). */
export const SEARCH_MAX_PAGE = 20

/** A query as the page reads it from the URL: bounded, defaults for anything else. */
export type SearchQuery = {
  q: string
  kind: SearchKind | null
  page: number
  /** Searched as typed: no word is taken for a typo of another (`?exact=1`). */
  exact?: boolean
}

function cutToMax(text: string): string {
  return [...text].slice(0, SEARCH_QUERY_MAX).join('')
}

/** The query of `?q=…&type=…&page=…`; bad values fall back to their defaults. */
export function parseSearchQuery(params: { get(name: string): string | null }): SearchQuery {
  // Cut, read as the index reads text (NFKC: one character may become
  // eighteen), then cut again: what is searched is bounded, whatever was sent.
  const q = cutToMax((params.get('q') ?? '').slice(0, 2 * SEARCH_QUERY_MAX))
    .normalize('NFKC')
    // Control characters (tabs and line breaks included) are spaces.
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const cut = cutToMax(q).trim()
  const type = params.get('type')
  const kind = searchKinds.find((candidate) => candidate === type) ?? null
  const page = Number(params.get('page'))
  return {
    q: cut,
    kind,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1,
    ...(params.get('exact') === '1' ? { exact: true } : {}),
  }
}

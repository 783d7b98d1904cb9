import { NEWS_PER_PAGE, calendarMonth, type NewsCategory } from './model'

/**
 * Where any page of any view of the list starts, found in memory from the
 * readable articles of a language (read once per change, src/data/news.ts):
 * no query that grows with the page's depth, and no count query.
 */

/** A readable article: [id, category, published (ms), last change (ms)]. */
export type ReadableRow = [number, NewsCategory, number, number]

/** The readable articles newest first, each with its category and month (year × 100 + month). */
export type Listing = {
  asOf: string
  rows: { id: number; category: NewsCategory; month: number }[]
}

export function listingOf(asOf: string, rows: readonly ReadableRow[]): Listing {
  const newestFirst = [...rows].sort((a, b) => b[2] - a[2] || b[0] - a[0])
  return {
    asOf,
    rows: newestFirst.map(([id, category, published]) => {
      const { year, month } = calendarMonth(published)
      return { id, category, month: year * 100 + month }
    }),
  }
}

export type ViewPage = {
  category?: NewsCategory
  year?: number
  month?: number
  /** 1-based. */
  page: number
}

/** The ids of a page of a view, the view's total, and when its articles were read. */
export type Placed = { ids: number[]; total: number; asOf: string }

export function place(listing: Listing, view: ViewPage): Placed {
  const first = (Math.max(1, view.page) - 1) * NEWS_PER_PAGE
  const ids: number[] = []
  let total = 0
  for (const { id, category, month } of listing.rows) {
    if (view.category && category !== view.category) continue
    if (view.year && Math.floor(month / 100) !== view.year) continue
    if (view.month && month % 100 !== view.month) continue
    if (total >= first && ids.length < NEWS_PER_PAGE) ids.push(id)
    total += 1
  }
  return { ids, total, asOf: listing.asOf }
}

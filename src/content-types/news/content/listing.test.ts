import { describe, expect, it } from 'vitest'
import { listingOf, place, type ReadableRow } from './listing'
import { NEWS_PER_PAGE, newsCategories } from './model'

// 100 articles, one a day from 2025-11-20 (ids not in date order), two on the same instant.
const day = 86_400_000
const rows: ReadableRow[] = Array.from({ length: 100 }, (_, i) => [
  (i * 37) % 101,
  newsCategories[i % 3]!,
  Date.UTC(2025, 10, 20) + i * day,
  0,
])
rows.push([500, 'company', rows[50]![2], 0])
const listing = listingOf('2026-01-01T00:00:00.000Z', rows)

describe('the listing (where a page of a view starts)', () => {
  it('orders newest first, and by id within one instant', () => {
    const published = new Map(rows.map(([id, , at]) => [id, at]))
    const order = listing.rows.map(({ id }) => id)
    for (let i = 1; i < order.length; i++) {
      const [newer, older] = [order[i - 1]!, order[i]!]
      const gap = published.get(newer)! - published.get(older)!
      expect(gap > 0 || (gap === 0 && newer > older)).toBe(true)
    }
  })

  it('gives the site’s month (Asia/Shanghai) of each article', () => {
    // 2025-12-31 16:00 UTC is January 2026 in Shanghai.
    const late = listingOf('', [[1, 'company', Date.UTC(2025, 11, 31, 16), 0]])
    expect(late.rows[0]!.month).toBe(202601)
  })

  it('pages every view through all its articles once, in order', () => {
    const views = [{}, { category: 'industry' as const }, { year: 2026 }, { year: 2026, month: 1 }]
    for (const view of views) {
      const expected = listing.rows
        .filter(
          (row) =>
            (!('category' in view) || row.category === view.category) &&
            (!('year' in view) || Math.floor(row.month / 100) === view.year) &&
            (!('month' in view) || row.month % 100 === view.month),
        )
        .map(({ id }) => id)
      const seen: number[] = []
      for (let page = 1; ; page++) {
        const placed = place(listing, { ...view, page })
        expect(placed.total).toBe(expected.length)
        expect(placed.asOf).toBe(listing.asOf)
        if (placed.ids.length === 0) break
        expect(placed.ids.length).toBeLessThanOrEqual(NEWS_PER_PAGE)
        seen.push(...placed.ids)
      }
      expect(seen).toEqual(expected)
    }
  })

  it('places page 0 or below as the first, and nothing past the last', () => {
    expect(place(listing, { page: 0 }).ids).toEqual(place(listing, { page: 1 }).ids)
    expect(place(listing, { page: 1000 })).toEqual({ ids: [], total: 101, asOf: listing.asOf })
    expect(place(listing, { page: 1, year: 1999 })).toEqual({
      ids: [],
      total: 0,
      asOf: listing.asOf,
    })
  })
})

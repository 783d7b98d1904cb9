import { describe, expect, it } from 'vitest'
import { facetsOfCounts } from './model'
import {
  canonicalNewsQuery,
  newsQueryOfForm,
  newsViewKeyOf,
  type RawQuery,
  newsQueryString,
  newsViewKey,
  parseNewsCategory,
  parseNewsViewKey,
} from './query'

const facets = { years: [2026, 2024], months: { 2026: [1, 3], 2024: [7] } }
const now = new Date('2026-06-01T00:00:00Z')
/** A URL's query as the list reads it: by its form. */
const parseNewsQuery = (raw: RawQuery) => newsQueryOfForm(raw, now)

describe('newsQueryOfForm', () => {
  it('keeps what is well formed, whatever exists', () => {
    expect(
      newsQueryOfForm({ category: 'article', year: '2012', month: '4', page: '100' }, now),
    ).toEqual({ category: 'article', year: 2012, month: 4, page: 100, view: 'grid' })
  })

  it('bounds the year, the month and the page', () => {
    for (const [raw, expected] of [
      [{ year: '1999' }, { year: undefined }],
      [{ year: '2000' }, { year: 2000 }],
      [{ year: '2027' }, { year: 2027 }],
      [{ year: '2028' }, { year: undefined }],
      [{ month: '4' }, { month: undefined }],
      [{ year: '2026', month: '13' }, { month: undefined }],
      [{ page: '101' }, { page: 101 }],
      [{ page: '99999' }, { page: 99_999 }],
      [{ page: '100000' }, { page: 1 }],
      [{ page: '07' }, { page: 7 }],
    ] as const) {
      expect(newsQueryOfForm(raw, now), JSON.stringify(raw)).toMatchObject(expected)
    }
  })

  it('names the view of a URL, the plain list included', () => {
    const key = (search: string) => newsViewKeyOf(new URLSearchParams(search), now)
    expect(key('')).toBe('all-0-0-1-grid')
    expect(key('page=1&view=grid&utm_source=x')).toBe('all-0-0-1-grid')
    expect(key('category=industry&year=2025')).toBe('industry-2025-0-1-grid')
    expect(key('category=industry&year=2025&page=01')).toBe('industry-2025-0-1-grid')
  })
})

describe('parseNewsQuery', () => {
  it('reads a full, valid query', () => {
    expect(
      parseNewsQuery({ category: 'industry', year: '2026', month: '3', page: '2', view: 'list' }),
    ).toEqual({ category: 'industry', year: 2026, month: 3, page: 2, view: 'list' })
  })

  it('falls back to defaults for every invalid value', () => {
    const defaults = {
      category: undefined,
      year: undefined,
      month: undefined,
      page: 1,
      view: 'grid',
    }
    for (const raw of [
      {},
      { page: '-1' },
      { page: 'abc' },
      { page: '0' },
      { page: '1e3' },
      { page: '9'.repeat(40) },
      { year: '99999' },
      { year: '1999' },
      { month: '3' },
      { category: 'unknown' },
      { category: 'Company' },
      { view: 'table' },
      { category: ['x', 'company'] },
    ]) {
      expect(parseNewsQuery(raw), JSON.stringify(raw)).toEqual(defaults)
    }
  })

  it('drops month 13, and keeps a valid year or month whatever it holds', () => {
    expect(parseNewsQuery({ year: '2026', month: '13' })).toMatchObject({
      year: 2026,
      month: undefined,
    })
    expect(parseNewsQuery({ year: '2024', month: '3' })).toMatchObject({ year: 2024, month: 3 })
  })

  it('takes the first of repeated values', () => {
    expect(parseNewsCategory({ category: ['article', 'company'] })).toBe('article')
  })
})

describe('newsQueryString', () => {
  it('writes only what differs from the defaults', () => {
    expect(newsQueryString({ page: 1, view: 'grid' })).toBe('')
    expect(
      newsQueryString({ category: 'company', year: 2026, month: 3, page: 2, view: 'list' }),
    ).toBe('category=company&year=2026&month=3&page=2&view=list')
    expect(newsQueryString({ month: 3 })).toBe('')
  })
})

describe('canonicalNewsQuery', () => {
  // 2026: 20 company articles in March, 3 industry in January; 2024: 1 article in July.
  const counts = {
    perPage: 9,
    groups: [
      { category: 'company' as const, year: 2026, month: 3, count: 20 },
      { category: 'industry' as const, year: 2026, month: 1, count: 3 },
      { category: 'article' as const, year: 2024, month: 7, count: 1 },
    ],
  }

  it('derives the years and months from the counts, of any category or of one', () => {
    expect(facetsOfCounts(counts)).toEqual(facets)
    expect(facetsOfCounts(counts, 'industry')).toEqual({ years: [2026], months: { 2026: [1] } })
  })

  it('keeps pages that exist and sends pages beyond the last to the first', () => {
    expect(canonicalNewsQuery(newsQueryOfForm({ page: '3' }, now), counts).page).toBe(3)
    expect(canonicalNewsQuery(newsQueryOfForm({ page: '4' }, now), counts).page).toBe(1)
    expect(
      canonicalNewsQuery(newsQueryOfForm({ category: 'company', page: '3' }, now), counts).page,
    ).toBe(3)
    expect(
      canonicalNewsQuery(newsQueryOfForm({ category: 'industry', page: '2' }, now), counts).page,
    ).toBe(1)
    expect(
      canonicalNewsQuery(newsQueryOfForm({ year: '2026', month: '1', page: '2' }, now), counts)
        .page,
    ).toBe(1)
    expect(
      canonicalNewsQuery(newsQueryOfForm({ page: '9999' }, now), { perPage: 9, groups: [] }).page,
    ).toBe(1)
  })

  it('keeps a year of the archive or a month without articles, on its first page (the list says it has none)', () => {
    expect(
      canonicalNewsQuery(newsQueryOfForm({ year: '2025', page: '2' }, now), counts),
    ).toMatchObject({ year: 2025, page: 1 })
    expect(
      canonicalNewsQuery(newsQueryOfForm({ year: '2026', month: '2' }, now), counts),
    ).toMatchObject({ year: 2026, month: 2 })
  })

  it('leaves out a year outside the archive (before its first article or after its last), with its month', () => {
    for (const year of ['2000', '2023', '2027']) {
      const query = canonicalNewsQuery(
        newsQueryOfForm({ year, month: '3', category: 'company', view: 'list' }, now),
        counts,
      )
      expect(query).toEqual({ category: 'company', page: 1, view: 'list' })
    }
    // An empty archive has no years.
    expect(
      canonicalNewsQuery(newsQueryOfForm({ year: '2026' }, now), { perPage: 9, groups: [] }),
    ).toEqual({ page: 1, view: 'grid' })
  })

  it('gives one query for every URL of the same view', () => {
    const views = [
      {},
      { view: 'grid' },
      { page: '1' },
      { year: '1999' },
      { month: '3' },
      { category: 'nope', page: '12' },
      { year: 'abc', view: 'table' },
    ].map((raw) => canonicalNewsQuery(newsQueryOfForm(raw, now), counts))
    for (const view of views) {
      expect(newsViewKey(view)).toBe('all-0-0-1-grid')
    }
  })
})

describe('newsViewKey', () => {
  it('round-trips every view through its key', () => {
    for (const query of [
      { category: undefined, year: undefined, month: undefined, page: 1, view: 'grid' as const },
      { category: 'industry' as const, year: 2026, month: 3, page: 12, view: 'list' as const },
      { category: undefined, year: 2024, month: undefined, page: 2, view: 'grid' as const },
    ]) {
      const read = parseNewsViewKey(newsViewKey(query), now)
      expect(read).not.toBeNull()
      expect(read).toEqual(query)
    }
  })

  it('rejects anything that is not a key', () => {
    for (const key of [
      '',
      'all',
      'all-0-0-1',
      'all-0-0-1-grid-x',
      'ALL-0-0-1-grid',
      '../x',
      'all-0-0-100000-grid',
    ]) {
      expect(parseNewsViewKey(key), key).toBeNull()
    }
  })
})

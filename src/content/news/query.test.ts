import { describe, expect, it } from 'vitest'
import { facetsOfCounts } from './model'
import {
  canonicalNewsQuery,
  isPlainNewsQuery,
  newsQueryString,
  newsViewKey,
  parseNewsCategory,
  parseNewsQuery,
  parseNewsViewKey,
} from './query'

const facets = { years: [2026, 2024], months: { 2026: [1, 3], 2024: [7] } }

describe('parseNewsQuery', () => {
  it('reads a full, valid query', () => {
    expect(
      parseNewsQuery(
        { category: 'industry', year: '2026', month: '3', page: '2', view: 'list' },
        facets,
      ),
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
      { year: '2025' },
      { month: '3' },
      { category: 'unknown' },
      { category: 'Company' },
      { view: 'table' },
      { category: ['x', 'company'] },
    ]) {
      expect(parseNewsQuery(raw, facets), JSON.stringify(raw)).toEqual(defaults)
    }
  })

  it('drops a month the year has no articles in, and month 13', () => {
    expect(parseNewsQuery({ year: '2026', month: '13' }, facets)).toMatchObject({
      year: 2026,
      month: undefined,
    })
    expect(parseNewsQuery({ year: '2024', month: '3' }, facets)).toMatchObject({
      year: 2024,
      month: undefined,
    })
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
    expect(canonicalNewsQuery({ page: '3' }, counts).page).toBe(3)
    expect(canonicalNewsQuery({ page: '4' }, counts).page).toBe(1)
    expect(canonicalNewsQuery({ category: 'company', page: '3' }, counts).page).toBe(3)
    expect(canonicalNewsQuery({ category: 'industry', page: '2' }, counts).page).toBe(1)
    expect(canonicalNewsQuery({ year: '2026', month: '1', page: '2' }, counts).page).toBe(1)
    expect(canonicalNewsQuery({ page: '9999' }, { perPage: 9, groups: [] }).page).toBe(1)
  })

  it('gives one query for every URL of the same view', () => {
    const views = [
      {},
      { view: 'grid' },
      { page: '1' },
      { year: '2025' },
      { month: '3' },
      { category: 'nope', page: '12' },
      { year: 'abc', view: 'table' },
    ].map((raw) => canonicalNewsQuery(raw, counts))
    for (const view of views) {
      expect(isPlainNewsQuery(view)).toBe(true)
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
      const raw = parseNewsViewKey(newsViewKey(query))
      expect(raw).not.toBeNull()
      expect(parseNewsQuery(raw!, facets)).toEqual(query)
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

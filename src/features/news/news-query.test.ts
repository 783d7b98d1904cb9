import { describe, expect, it } from 'vitest'
import { newsQueryString, parseNewsCategory, parseNewsQuery } from './news-query'

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

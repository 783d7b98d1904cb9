import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_MAX } from '../../content/search/model'
import { SearchLimit, searchLimitPage, searchRequestOf } from './search-limit'

describe('searchRequestOf', () => {
  it('knows the results page in each language, keyed by what the page reads', () => {
    const zh = searchRequestOf('/search', 'q=%E6%A8%A1%E5%9E%8B')
    expect(zh?.language).toBe('zh')
    expect(searchRequestOf('/en/search', 'q=model')?.language).toBe('en')
    // Parameters the page does not read, spaces and bad values make no new search.
    expect(searchRequestOf('/en/search', 'q=%20model%20&utm=x&page=abc')?.key).toBe(
      searchRequestOf('/en/search', 'q=model')?.key,
    )
    expect(searchRequestOf('/en/search', 'q=model&type=job')?.key).not.toBe(
      searchRequestOf('/en/search', 'q=model')?.key,
    )
    // Cut as the page cuts it.
    const long = 'a'.repeat(SEARCH_QUERY_MAX)
    expect(searchRequestOf('/search', `q=${long}bbb`)?.key).toBe(
      searchRequestOf('/search', `q=${long}`)?.key,
    )
  })

  it('leaves alone other pages and a search without words', () => {
    expect(searchRequestOf('/news', 'q=model')).toBeNull()
    expect(searchRequestOf('/search/x', 'q=model')).toBeNull()
    expect(searchRequestOf('/search', '')).toBeNull()
    expect(searchRequestOf('/en/search', 'q=%20%09')).toBeNull()
  })
})

describe('SearchLimit', () => {
  it('lets an address make its searches a minute, then says how long to wait', async () => {
    const limit = new SearchLimit({ perMinute: 3 })
    for (const words of ['a', 'b', 'c']) expect(await limit.waitFor('10.0.0.1', words)).toBe(0)
    const wait = await limit.waitFor('10.0.0.1', 'd')
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    // Another address has its own.
    expect(await limit.waitFor('10.0.0.2', 'd')).toBe(0)
  })

  it('always answers a search answered lately, by anyone', async () => {
    const limit = new SearchLimit({ perMinute: 1 })
    expect(await limit.waitFor('10.0.0.1', 'model')).toBe(0)
    expect(await limit.waitFor('10.0.0.1', 'other')).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) expect(await limit.waitFor('10.0.0.1', 'model')).toBe(0)
  })

  it('forgets searches past its bound and its time', async () => {
    const now = Date.now()
    const other = new SearchLimit({ perMinute: 1, recentSearches: 2, recentMs: 1_000 })
    await other.waitFor('10.0.0.9', 'a', now)
    // Still recent: free.
    expect(await other.waitFor('10.0.0.9', 'a', now + 500)).toBe(0)
    // Too old: a new search, over the limit.
    expect(await other.waitFor('10.0.0.9', 'a', now + 1_500)).toBeGreaterThan(0)
    // Pushed out by newer ones: a new search again (a out, b and c kept).
    const spent = new SearchLimit({ perMinute: 3, recentSearches: 2 })
    for (const words of ['a', 'b', 'c']) await spent.waitFor('10.0.0.3', words, now)
    expect(await spent.waitFor('10.0.0.3', 'c', now)).toBe(0)
    expect(await spent.waitFor('10.0.0.3', 'a', now)).toBeGreaterThan(0)
  })

  it('limits nothing when its limit is 0', async () => {
    const limit = new SearchLimit({ perMinute: 0 })
    for (let i = 0; i < 50; i++) expect(await limit.waitFor('10.0.0.1', `q${i}`)).toBe(0)
  })
})

describe('searchLimitPage', () => {
  it('says in each language how long to wait, and leads home', () => {
    const zh = searchLimitPage('zh', 42)
    expect(zh).toContain('lang="zh-CN"')
    expect(zh).toContain('42 秒')
    expect(zh).toContain('href="/"')
    expect(zh).toContain('noindex')
    const en = searchLimitPage('en', 7)
    expect(en).toContain('lang="en"')
    expect(en).toContain('7 seconds')
    expect(en).toContain('href="/en"')
  })
})

import { describe, expect, it } from 'vitest'
import { SEARCH_MAX_PAGE, SEARCH_QUERY_MAX, parseSearchQuery } from './model'

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query))

describe('parseSearchQuery', () => {
  it('reads the words, the type and the page', () => {
    expect(parse('q=%E8%AF%AD%E9%9F%B3&type=article&page=2')).toEqual({
      q: '语音',
      kind: 'article',
      page: 2,
    })
  })

  it('gives bad values their defaults', () => {
    expect(parse('type=secret&page=-3')).toEqual({ q: '', kind: null, page: 1 })
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=99999').page).toBe(SEARCH_MAX_PAGE)
  })

  it('cuts long queries and turns control characters into spaces', () => {
    expect(parse(`q=${'a'.repeat(10_000)}`).q).toHaveLength(SEARCH_QUERY_MAX)
    expect(parse('q=a%00%07b%0Ac%09').q).toBe('a b c')
  })

  it('reads the query as the index does (NFKC) before cutting it', () => {
    // One character NFKC makes four letters: cut first, it was a 400-letter word.
    const q = parse(`q=${encodeURIComponent('㎉'.repeat(1000))}`).q
    expect([...q]).toHaveLength(SEARCH_QUERY_MAX)
    expect(q).toBe('kcal'.repeat(SEARCH_QUERY_MAX / 4))
    expect(parse(`q=${encodeURIComponent('ﷺ'.repeat(100))}`).q.length).toBeLessThanOrEqual(
      SEARCH_QUERY_MAX,
    )
  })
})

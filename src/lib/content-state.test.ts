import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleStateOf, jobStateOf } from './content-state'

afterEach(() => {
  vi.unstubAllGlobals()
})

function answer(status: number, body: unknown) {
  const fetch = vi.fn((_url: URL | string) => Promise.resolve(Response.json(body, { status })))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('articleStateOf', () => {
  it('leaves paths that are not articles alone', async () => {
    const fetch = answer(200, { readable: true })
    for (const path of ['/news', '/news/detail', '/news/detail/1/x', '/profile']) {
      expect(await articleStateOf(path, 'zh', 'http://site.test')).toBeNull()
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers malformed ids itself', async () => {
    const fetch = answer(200, { readable: true })
    for (const id of ['abc', '0', '-1', '1.5', '01', '1e3', '9'.repeat(13), '%00']) {
      expect(await articleStateOf(`/news/detail/${id}`, 'zh', 'http://site.test'), id).toBe(
        'missing',
      )
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks the server about well-formed ids, per language', async () => {
    const fetch = answer(200, { readable: true })
    expect(await articleStateOf('/news/detail/11', 'zh', 'http://site.test')).toBe('readable')
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://site.test/internal/article?locale=zh&id=11',
    )
    answer(200, { readable: false })
    expect(await articleStateOf('/news/detail/12/', 'en', 'http://site.test')).toBe('missing')
    answer(200, { readable: false, otherLanguage: true })
    expect(await articleStateOf('/news/detail/15', 'en', 'http://site.test')).toBe('other-language')
    answer(503, { error: 'unavailable' })
    expect(await articleStateOf('/news/detail/13', 'zh', 'http://site.test')).toBe('unavailable')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('refused'))),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await articleStateOf('/news/detail/14', 'zh', 'http://site.test')).toBe('unknown')
  })
})

describe('jobStateOf', () => {
  it('asks the server about job pages only', async () => {
    const fetch = answer(200, { readable: false })
    expect(await jobStateOf('/news/detail/3', 'zh', 'http://site.test')).toBeNull()
    expect(await jobStateOf('/profile/jobs/x', 'zh', 'http://site.test')).toBe('missing')
    expect(fetch).not.toHaveBeenCalled()
    expect(await jobStateOf('/profile/jobs/3', 'en', 'http://site.test')).toBe('missing')
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://site.test/internal/job?locale=en&id=3')
  })
})

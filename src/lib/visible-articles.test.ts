import { describe, expect, it } from 'vitest'
import { isMissingArticle } from './visible-articles'

const visible = { zh: [1, 2, 3], en: [1, 2] }

describe('isMissingArticle', () => {
  it('knows the readable articles of each language', () => {
    expect(isMissingArticle('/news/detail/3', 'zh', visible)).toBe(false)
    expect(isMissingArticle('/news/detail/3', 'en', visible)).toBe(true)
    expect(isMissingArticle('/news/detail/2/', 'en', visible)).toBe(false)
    expect(isMissingArticle('/news/detail/99', 'zh', visible)).toBe(true)
  })

  it('rejects ids that are not plain positive numbers, even without the list', () => {
    for (const id of ['abc', '0', '-1', '1.5', '01', '1e3', '9'.repeat(13), '%00']) {
      expect(isMissingArticle(`/news/detail/${id}`, 'zh', null), id).toBe(true)
    }
  })

  it('leaves other paths, and known-looking ids without the list, to the page', () => {
    expect(isMissingArticle('/news', 'zh', visible)).toBe(false)
    expect(isMissingArticle('/news/detail', 'zh', visible)).toBe(false)
    expect(isMissingArticle('/news/detail/1/x', 'zh', visible)).toBe(false)
    expect(isMissingArticle('/news/detail/7', 'zh', null)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { newsArticleHref, newsArticleSegment, newsListHref } from './routes'

describe('news routes', () => {
  it('spell the list, its views and an article', () => {
    expect(newsListHref()).toBe('/news')
    expect(newsListHref({ category: 'industry', page: 2, view: 'grid' })).toBe(
      '/news?category=industry&page=2',
    )
    expect(newsArticleHref(7)).toBe('/news/detail/7')
    expect(newsArticleSegment('/news/detail/7/')).toBe('7')
    expect(newsArticleSegment('/news/detail/7/x')).toBeUndefined()
  })
})

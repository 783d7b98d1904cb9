import { describe, expect, it } from 'vitest'
import { jobHref, jobSegment } from '../jobs/routes'
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
    expect(jobHref(3)).toBe('/profile/jobs/3')
    expect(jobSegment('/profile/jobs/3')).toBe('3')
    expect(jobSegment('/profile')).toBeUndefined()
  })
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
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

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

describe('a route spells its path once', () => {
  it('no source outside the routes modules writes an article or an opening path', () => {
    const owners = [
      path.join('src', 'content', 'news', 'routes.ts'),
      path.join('src', 'content', 'jobs', 'routes.ts'),
    ]
    const offenders = [...sources('src'), ...sources('scripts')]
      .filter((file) => !owners.includes(file))
      .filter((file) => /\/news\/detail\/|\/profile\/jobs\/\$\{/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})

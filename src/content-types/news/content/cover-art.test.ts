import { describe, expect, it } from 'vitest'
import { drawnCoverArt } from '@/content/types'
import { articleArt, articleCoverArt, drawnCoverHref, parseCoverFile } from './cover-art'
import { newsCategories } from './model'

describe('drawn covers', () => {
  it('name an article by its id and category, and read back as such', () => {
    for (const category of newsCategories) {
      const href = drawnCoverHref(12, category)
      expect(href).toMatch(/^\/covers\/article-12\.[a-z]+\.\d+\.svg$/)
      expect(parseCoverFile(href.slice('/covers/'.length))).toEqual({ id: 12, category })
    }
  })

  it('a changed category is a new address, so that a kept file is never wrong', () => {
    expect(drawnCoverHref(12, 'company')).not.toBe(drawnCoverHref(12, 'industry'))
  })

  it('no name but their own form names one', () => {
    for (const file of [
      'article-0.company.1.svg',
      'article-012.company.1.svg',
      'article-12.sports.1.svg',
      'article-12.company.2.svg',
      'article-12.company.1.png',
      'article-12.company.svg',
      'job-12.company.1.svg',
      'article-12345678901.company.1.svg',
      '',
    ]) {
      expect(parseCoverFile(file), file).toBeNull()
    }
  })

  it('stand on the art of the article’s share card: its id’s seed, its category’s hue', () => {
    expect(articleArt(7, 'industry')).toEqual({ seed: 'article-7', hue: 172 })
    expect(articleArt(7, 'company').hue).not.toBe(articleArt(7, 'industry').hue)
  })

  it('are served from the list of types: a file name stands for its article’s art', () => {
    const file = drawnCoverHref(7, 'industry').slice('/covers/'.length)
    expect(articleCoverArt(file)).toEqual(articleArt(7, 'industry'))
    expect(drawnCoverArt(file)).toEqual(articleArt(7, 'industry'))
    expect(drawnCoverArt('article-7.sports.1.svg')).toBeNull()
  })
})

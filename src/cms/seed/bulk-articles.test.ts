import { describe, expect, it } from 'vitest'
import { NEWS_TITLE_MAX, newsCategories } from '@/content-types/news/content/model'
import { BULK_FIRST_DATE, bulkArticle, bulkCovers } from './bulk-articles'

const now = new Date('2026-11-27T00:00:00Z')
const image = (cover: number) => 1000 + cover
const articles = Array.from({ length: 2000 }, (_, index) => bulkArticle(7, index, now, image))
const han = /\p{Script=Han}/u

describe('bulkArticle', () => {
  it('is the same article for the same seed and index, another for another seed', () => {
    expect(bulkArticle(7, 12, now, image)).toEqual(articles[12])
    expect(bulkArticle(8, 12, now, image)).not.toEqual(articles[12])
    expect(new Set(articles.map((article) => article.key)).size).toBe(articles.length)
  })

  it('writes titles within the limits, Chinese in Chinese and no Chinese in English', () => {
    for (const article of articles) {
      if (article.zh) {
        expect(article.zh.title.length).toBeLessThanOrEqual(NEWS_TITLE_MAX.zh)
        expect(article.zh.title).toMatch(han)
        expect(article.zh.summary).toMatch(han)
      }
      if (article.en) {
        expect(article.en.title.length).toBeLessThanOrEqual(NEWS_TITLE_MAX.en)
        expect(JSON.stringify(article.en)).not.toMatch(han)
        expect(article.en.title).toMatch(/^[A-Z]/)
      }
    }
  })

  it('gives each body paragraphs, a heading, a list and one of the covers as a picture', () => {
    for (const article of articles.slice(0, 50)) {
      const body = (article.zh ?? article.en)!.body
      expect(body.filter((block) => 'paragraph' in block).length).toBeGreaterThanOrEqual(3)
      expect(body.some((block) => 'heading' in block)).toBe(true)
      expect(body.some((block) => 'list' in block)).toBe(true)
      expect(body).toContainEqual({ image: image(article.cover) })
      expect(article.cover).toBeLessThan(bulkCovers.length)
    }
  })

  it('spreads categories, dates, states and languages as a real archive', () => {
    const share = (test: (article: (typeof articles)[number]) => boolean) =>
      articles.filter(test).length / articles.length
    for (const category of newsCategories) {
      expect(share((article) => article.category === category)).toBeGreaterThan(0.25)
    }
    const published = articles.filter((article) => article.state === 'published')
    const times = published.map((article) => Date.parse(article.publishedAt))
    expect(Math.min(...times)).toBeGreaterThanOrEqual(BULK_FIRST_DATE)
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime())
    expect(new Set(published.map((article) => article.publishedAt.slice(0, 4))).size).toBe(13)
    expect(share((article) => !article.zh || !article.en)).toBeGreaterThan(0.03)
    expect(share((article) => !article.zh || !article.en)).toBeLessThan(0.08)
    expect(share((article) => article.state === 'draft')).toBeGreaterThan(0.005)
    const scheduled = articles.filter((article) => article.state === 'scheduled')
    expect(scheduled.length).toBeGreaterThan(5)
    for (const article of scheduled)
      expect(Date.parse(article.publishedAt)).toBeGreaterThan(now.getTime())
  })
})

import { describe, expect, it } from 'vitest'
import { cacheTags } from './cache-tags'
import { jobHref } from './jobs/routes'
import { newsArticleHref } from './news/routes'
import { contentCollections, isItemKind, itemTypes, searchableTypes, sectionOf } from './types'
import { searchKinds } from './search/model'

describe('the list of content types', () => {
  it('names each collection once, and each kind of item page once', () => {
    expect(contentCollections).toEqual(['news', 'jobs', 'faqs', 'videos'])
    expect(new Set(contentCollections).size).toBe(contentCollections.length)
    expect(itemTypes.map((type) => type.kind)).toEqual(['article', 'job'])
    expect(isItemKind('article')).toBe(true)
    expect(isItemKind('faq')).toBe(false)
    expect(isItemKind(null)).toBe(false)
  })

  it('tells search what it finds, where each result leads and which page lists each kind', () => {
    expect(searchKinds).toEqual(['article', 'job', 'faq', 'profile'])
    expect(searchableTypes.map((type) => [type.kind, type.href(7), type.list])).toEqual([
      ['article', newsArticleHref(7), '/news'],
      ['job', jobHref(7), '/profile?tab=2'],
      ['faq', '/faq#faq-7', '/faq'],
    ])
  })

  it('gives every type a cache tag of its own', () => {
    for (const collection of contentCollections) expect(cacheTags[collection]).toBe(collection)
  })

  it('leads from an item written in one language only to its list', () => {
    expect(sectionOf(newsArticleHref(43))).toBe('/news')
    expect(sectionOf(jobHref(7))).toBe('/profile?tab=2')
    expect(sectionOf('/faq')).toBe('/')
  })
})

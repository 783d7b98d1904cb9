import { describe, expect, it } from 'vitest'
import { cacheTags } from './cache-tags'
import { newsArticleHref } from '@/content-types/news/content/routes'
import {
  contentCollections,
  contentTypes,
  isItemKind,
  itemTypes,
  searchableTypes,
  sectionOf,
} from './types'
import { searchKinds } from './search/model'

describe('the list of content types', () => {
  it('names each collection once, after its type, and each kind of item page once', () => {
    expect(contentCollections).toEqual(Object.keys(contentTypes))
    expect(contentCollections).toEqual(expect.arrayContaining(['news', 'jobs', 'faqs', 'videos']))
    const kinds = itemTypes.map((type) => type.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
    for (const kind of kinds) expect(isItemKind(kind)).toBe(true)
    expect(isItemKind('faq')).toBe(false)
    expect(isItemKind(null)).toBe(false)
  })

  it('tells search what it finds, where each result leads and which page lists each kind', () => {
    expect(searchKinds).toEqual([...searchableTypes.map((type) => type.kind), 'product', 'profile'])
    for (const type of searchableTypes) {
      expect(type.href(7), type.kind).toMatch(/^\/[^?]*7/)
      expect(type.list, type.kind).toMatch(/^\/\w/)
    }
    expect(searchableTypes[0]).toMatchObject({ kind: 'article', list: '/news' })
    expect(searchableTypes[0]?.href(7)).toBe(newsArticleHref(7))
  })

  it('gives every type a cache tag of its own', () => {
    for (const collection of contentCollections) expect(cacheTags[collection]).toBe(collection)
  })

  it('leads from an item written in one language only to its list', () => {
    for (const type of itemTypes) expect(sectionOf(type.href(43))).toBe(type.listHref)
    expect(sectionOf(newsArticleHref(43))).toBe('/news')
    expect(sectionOf('/faq')).toBe('/')
  })
})

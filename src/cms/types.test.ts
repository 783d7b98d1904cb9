import { describe, expect, it } from 'vitest'
import { contentTypes, searchableTypes } from '@/content/types'
import { typeCollections } from './types'

describe('the collections of the content types', () => {
  it('are the list of types, each with its slug', () => {
    expect(Object.keys(typeCollections)).toEqual(Object.keys(contentTypes))
    for (const [name, collection] of Object.entries(typeCollections)) {
      expect(collection.slug).toBe(contentTypes[name as keyof typeof contentTypes].collection)
    }
  })

  it('tell the search index how to read the items of each type it finds, and only those', () => {
    const searched = new Set<string>(searchableTypes.map((type) => type.collection))
    for (const collection of Object.values(typeCollections)) {
      const custom = collection.custom as { searchEntries?: unknown } | undefined
      expect(typeof custom?.searchEntries, collection.slug).toBe(
        searched.has(collection.slug) ? 'function' : 'undefined',
      )
    }
  })

  it('seed their own launch items', () => {
    for (const collection of Object.values(typeCollections)) {
      const custom = collection.custom as { seed?: unknown } | undefined
      expect(typeof custom?.seed, collection.slug).toBe('function')
    }
  })
})

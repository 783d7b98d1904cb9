import { setTimeout as later } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { entryTags, Invalidations, renderStart, requestStart } from './cache-render-starts.mjs'

describe('renderStart', () => {
  it('is the start of the request being served, through everything it awaits', async () => {
    expect(renderStart()).toBeUndefined()
    const seen = await requestStart.run(1_000, async () => {
      await later(5)
      return renderStart()
    })
    expect(seen).toBe(1_000)
  })
})

describe('Invalidations', () => {
  it('tells a render that began before an invalidation of its tags from one that began after', () => {
    const invalidations = new Invalidations()
    invalidations.invalidated(['news', 'news:43'], 150)
    expect(invalidations.since(['news', 'media'], 100)).toBe(true)
    expect(invalidations.since(['news', 'media'], 150)).toBe(true)
    expect(invalidations.since(['news', 'media'], 151)).toBe(false)
    expect(invalidations.since(['jobs'], 100)).toBe(false)
  })

  it('holds an entry of unknown tags against any invalidation', () => {
    const invalidations = new Invalidations()
    expect(invalidations.since(undefined, 100)).toBe(false)
    invalidations.invalidated(['faqs'], 110)
    expect(invalidations.since(undefined, 100)).toBe(true)
  })
})

describe('entryTags', () => {
  it('reads the tags of cached data and of pages', () => {
    expect(entryTags({ kind: 'FETCH' }, { tags: ['news'], softTags: ['_N_T_/news'] })).toEqual([
      'news',
      '_N_T_/news',
    ])
    expect(
      entryTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'news,media' } }, {}),
    ).toEqual(['news', 'media'])
    expect(entryTags({ kind: 'APP_PAGE', headers: {} }, {})).toBeUndefined()
  })
})

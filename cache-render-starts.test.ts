import { describe, expect, it } from 'vitest'
import { entryTags, RenderStarts, staleByTime } from './cache-render-starts.mjs'

describe('RenderStarts', () => {
  it('tells a render that began before an invalidation of its tags from one that began after', () => {
    const renders = new RenderStarts()
    renders.missed('/en/news', 100)
    renders.invalidated(['news'], 150)
    expect(renders.predatesInvalidation(['news', 'media'], renders.started('/en/news', 300)!)).toBe(
      true,
    )
    renders.missed('/en/news', 200)
    const after = renders.started('/en/news', 300)!
    expect(after).toBe(200)
    expect(renders.predatesInvalidation(['news', 'media'], after)).toBe(false)
    expect(renders.predatesInvalidation(['jobs'], 100)).toBe(false)
  })

  it('dates a slow render that ends after a quicker, later one from its own lookup', () => {
    // X looks up at 100 and reads the old content; the save is invalidated at
    // 150; Y looks up at 200, reads the new content and is stored first.
    const renders = new RenderStarts()
    renders.missed('k', 100)
    renders.invalidated(['jobs'], 150)
    renders.missed('k', 200)
    const y = renders.started('k', 250)!
    const x = renders.started('k', 300)!
    expect(renders.predatesInvalidation(['jobs'], x)).toBe(true)
    // Y is held back too (an extra render, never an old page).
    expect(y).toBe(100)
    expect(renders.started('k', 310)).toBeUndefined()
  })

  it('counts an invalidation in the very millisecond the render began', () => {
    const renders = new RenderStarts()
    renders.missed('k', 100)
    renders.invalidated(['news'], 100)
    expect(renders.predatesInvalidation(['news'], renders.started('k', 120)!)).toBe(true)
  })

  it('holds an entry of unknown tags against any invalidation', () => {
    const renders = new RenderStarts()
    renders.missed('k', 100)
    renders.invalidated(['faqs'], 110)
    expect(renders.predatesInvalidation(undefined, renders.started('k', 120)!)).toBe(true)
  })

  it('knows no start for a render whose lookup it did not see, or saw too long ago', () => {
    const renders = new RenderStarts()
    expect(renders.started('k', 100)).toBeUndefined()
    renders.missed('k', 0)
    expect(renders.started('k', 11 * 60 * 1000)).toBeUndefined()
  })
})

describe('staleByTime', () => {
  it('reads the lifetime of cached data and of pages', () => {
    const data = { lastModified: 0, value: { kind: 'FETCH', revalidate: 60 } }
    expect(staleByTime(data, {}, 59_000)).toBe(false)
    expect(staleByTime(data, {}, 61_000)).toBe(true)
    const page = {
      lastModified: 0,
      cacheControl: { revalidate: false },
      value: { kind: 'APP_PAGE' },
    }
    expect(staleByTime(page, {}, 1e12)).toBe(false)
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

import { describe, expect, it } from 'vitest'
import {
  findRedirect,
  isChunkLoadError,
  isExternalTarget,
  mayReload,
  metaPath,
  RELOAD_GUARD_MS,
} from './build-update'

describe('build-update rules', () => {
  it('guards a path against a second reload within 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(mayReload(undefined, 1_000)).toBe(true)
    expect(mayReload(1_000, 10_999)).toBe(false)
    expect(mayReload(1_000, 11_000)).toBe(true)
  })
  it('matches redirect rules by path, ignoring a trailing slash', () => {
    const rules = [{ from: '/old', to: '/news', permanent: true }]
    expect(findRedirect(rules, '/old/')?.to).toBe('/news')
    expect(findRedirect(rules, '/older')).toBeUndefined()
  })
  it('tells external targets from internal ones', () => {
    expect(isExternalTarget('https://example.com/x')).toBe(true)
    expect(isExternalTarget('/en/news')).toBe(false)
  })
  it('recognises failed chunk loads of bundlers and browsers', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
  it('encodes the build id in the meta path', () => {
    expect(metaPath('abc-1')).toBe('/builds/meta/abc-1.json')
    expect(metaPath('../x')).toBe('/builds/meta/..%2Fx.json')
  })
})

import { describe, expect, it } from 'vitest'
import {
  findRedirect,
  isChunkLoadError,
  isExternalTarget,
  isNewerBuild,
  mayReload,
  metaPath,
  RELOAD_GUARD_MS,
} from './build-update'

describe('build-update rules', () => {
  it('takes only another build, built no earlier, for an update', () => {
    const own = { id: 'b2', timestamp: 2_000 }
    expect(isNewerBuild({ id: 'b3', timestamp: 3_000 }, own)).toBe(true)
    expect(isNewerBuild({ id: 'b2', timestamp: 2_000 }, own)).toBe(false)
    // An instance of the previous build still answering during a rolling update.
    expect(isNewerBuild({ id: 'b1', timestamp: 1_000 }, own)).toBe(false)
    expect(isNewerBuild({ id: '', timestamp: 9_000 }, own)).toBe(false)
    // Development builds have no time: another id is enough.
    expect(isNewerBuild({ id: 'x', timestamp: 0 }, { id: 'development', timestamp: 0 })).toBe(true)
  })
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

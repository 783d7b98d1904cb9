import { describe, expect, it } from 'vitest'
import { allowsPrefetch } from './connection'

describe('allowsPrefetch', () => {
  it('prefetches unless data saving or 2g', () => {
    expect(allowsPrefetch(undefined)).toBe(true)
    expect(allowsPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(allowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(allowsPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

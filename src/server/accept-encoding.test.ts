import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './accept-encoding'

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip;q=0.5, br;q=0')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip')
  })

  it('chooses only among the encodings offered', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined()
    expect(preferredEncoding('br, gzip', [])).toBeUndefined()
  })
})

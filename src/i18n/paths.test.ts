import { describe, expect, it } from 'vitest'
import { localizedPath, splitLocale } from './paths'

describe('localizedPath', () => {
  it('prefixes English only', () => {
    expect(localizedPath('/', 'zh')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/news', 'en')).toBe('/en/news')
    expect(localizedPath('/news', 'zh')).toBe('/news')
  })
  it('keeps query and hash', () => {
    expect(localizedPath({ pathname: '/profile', query: { tab: '2' } }, 'en')).toBe(
      '/en/profile?tab=2',
    )
    expect(localizedPath({ pathname: '/', hash: 'pcsolutions' }, 'en')).toBe('/en#pcsolutions')
    expect(localizedPath('/news?category=company#top', 'zh')).toBe('/news?category=company#top')
  })
  it('never leaves the site for a protocol-relative or absolute string', () => {
    expect(localizedPath('//evil.example.net/x', 'zh')).toBe('/x')
    expect(localizedPath('https://evil.example.net/x', 'en')).toBe('/en/x')
  })
})

describe('splitLocale', () => {
  it('reads the locale prefix of a public path', () => {
    expect(splitLocale('/en/news')).toEqual({ locale: 'en', pathname: '/news' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', pathname: '/' })
    expect(splitLocale('/english')).toEqual({ locale: 'zh', pathname: '/english' })
    expect(splitLocale('/news')).toEqual({ locale: 'zh', pathname: '/news' })
  })
})

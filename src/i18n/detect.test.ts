import { describe, expect, it } from 'vitest'
import { detectLocale, localeFromCookie, matchLocale, parseAcceptLanguage } from './detect'

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, then by position', () => {
    expect(parseAcceptLanguage('fr;q=0.5, en-GB, zh-TW;q=0.8')).toEqual(['en-gb', 'zh-tw', 'fr'])
  })
  it('drops wildcards, empty and zero-quality entries', () => {
    expect(parseAcceptLanguage('*, en;q=0, , zh')).toEqual(['zh'])
  })
  it('ignores a missing or absurdly long header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([])
    expect(parseAcceptLanguage('en,'.repeat(1000))).toEqual([])
  })
})

describe('matchLocale', () => {
  it('matches exactly before matching by prefix', () => {
    expect(matchLocale(['en-gb', 'zh'])).toBe('zh')
    expect(matchLocale(['en-GB'])).toBe('en')
    expect(matchLocale(['zh-TW'])).toBe('zh')
  })
  it('gives nothing for languages the site does not have', () => {
    expect(matchLocale(['fr', 'de-DE'])).toBeUndefined()
  })
})

describe('localeFromCookie', () => {
  it('accepts only known locales of sane length', () => {
    expect(localeFromCookie('en')).toBe('en')
    expect(localeFromCookie('EN')).toBeUndefined()
    expect(localeFromCookie('x'.repeat(5000))).toBeUndefined()
    expect(localeFromCookie('en; drop table')).toBeUndefined()
  })
})

describe('detectLocale', () => {
  it('prefers the cookie over the browser', () => {
    expect(detectLocale({ cookie: 'zh', acceptLanguage: 'en' })).toEqual({
      locale: 'zh',
      source: 'cookie',
    })
  })
  it('falls back to the browser list, then to Chinese', () => {
    expect(detectLocale({ cookie: 'garbage', acceptLanguage: 'en-GB' })).toEqual({
      locale: 'en',
      source: 'browser',
    })
    expect(detectLocale({ cookie: undefined, acceptLanguage: 'fr' })).toEqual({
      locale: 'zh',
      source: 'default',
    })
  })
})

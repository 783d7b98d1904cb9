import { describe, expect, it } from 'vitest'
import {
  detectLocale,
  isInSiteNavigation,
  localeFromCookie,
  matchLocale,
  parseAcceptLanguage,
} from './detect'

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

describe('isInSiteNavigation', () => {
  const arrival = { host: 'tianyan.example', secFetchSite: null, referer: null }
  it('counts requests the browser marks as same-origin as moves inside the site', () => {
    expect(isInSiteNavigation({ ...arrival, secFetchSite: 'same-origin' })).toBe(true)
  })
  it('counts typed addresses, bookmarks and links from elsewhere as arrivals', () => {
    expect(isInSiteNavigation(arrival)).toBe(false)
    for (const secFetchSite of ['none', 'cross-site', 'same-site']) {
      expect(isInSiteNavigation({ ...arrival, secFetchSite })).toBe(false)
    }
    // The browser's own marking wins over a Referer.
    expect(
      isInSiteNavigation({
        ...arrival,
        secFetchSite: 'cross-site',
        referer: 'https://tianyan.example/faq',
      }),
    ).toBe(false)
  })
  it('falls back to a Referer on the same host, ignoring garbage', () => {
    expect(isInSiteNavigation({ ...arrival, referer: 'https://tianyan.example/faq' })).toBe(true)
    expect(isInSiteNavigation({ ...arrival, referer: 'https://TIANYAN.example/' })).toBe(true)
    expect(isInSiteNavigation({ ...arrival, referer: 'https://elsewhere.example/' })).toBe(false)
    expect(isInSiteNavigation({ ...arrival, referer: 'https://tianyan.example.evil/' })).toBe(false)
    expect(isInSiteNavigation({ ...arrival, referer: 'not a url' })).toBe(false)
    expect(
      isInSiteNavigation({ ...arrival, host: null, referer: 'https://tianyan.example/' }),
    ).toBe(false)
  })
})

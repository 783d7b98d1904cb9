import { describe, expect, it } from 'vitest'
import { keptQueryTarget, languageLinkHref, withAddressQuery } from './address-query'

describe('withAddressQuery', () => {
  it('keeps the search, canonical and bounded', () => {
    expect(withAddressQuery('/search', 'q=%E6%A8%A1%E5%9E%8B')).toBe('/search?q=%E6%A8%A1%E5%9E%8B')
    expect(withAddressQuery('/search', 'page=2&type=job&q=x&evil=1')).toBe(
      '/search?q=x&type=job&page=2',
    )
    expect(withAddressQuery('/search', 'type=nope&page=-3')).toBe('/search')
  })

  it("keeps the openings' filters beside the profile's tab", () => {
    expect(withAddressQuery('/profile?tab=2', 'tab=2&location=singapore&x=1')).toBe(
      '/profile?tab=2&location=singapore',
    )
    expect(withAddressQuery('/profile?tab=2', 'tab=2&location=mars&type=full_time')).toBe(
      '/profile?tab=2&type=full_time',
    )
  })

  it('leaves every other page as its route says', () => {
    expect(withAddressQuery('/news', 'type=2')).toBe('/news')
    expect(withAddressQuery('/news?category=company&year=2025', 'year=2025&category=company')).toBe(
      '/news?category=company&year=2025',
    )
    expect(withAddressQuery('/faq', '')).toBe('/faq')
  })
})

describe('the language link of a page served from cache', () => {
  const follow = (link: string, referer: string | null) => {
    const url = new URL(link, 'https://site.example')
    return keptQueryTarget(url.pathname, url.searchParams, referer)
  }

  it('is marked only where the address may add to its route', () => {
    expect(languageLinkHref('/profile?tab=2')).toBe('/profile?tab=2&keep-query=1')
    expect(languageLinkHref('/search')).toBe('/search?keep-query=1')
    expect(languageLinkHref('/news?category=company')).toBe('/news?category=company')
    expect(follow('/en/news?category=company', 'https://site.example/news')).toBeNull()
  })

  it('leads to the page with the known values of the page it was followed from', () => {
    expect(
      follow(
        '/en/profile?tab=2&keep-query=1',
        'https://site.example/profile?tab=2&location=singapore&type=full_time&x=1',
      ),
    ).toBe('/en/profile?tab=2&location=singapore&type=full_time')
    expect(
      follow(
        '/profile?tab=2&keep-query=1',
        'https://site.example/en/profile?tab=2&location=beijing',
      ),
    ).toBe('/profile?tab=2&location=beijing')
    expect(
      follow('/en/search?keep-query=1', 'https://site.example/search?q=%E6%A8%A1%E5%9E%8B'),
    ).toBe('/en/search?q=%E6%A8%A1%E5%9E%8B')
  })

  it('keeps nothing of another page, an unreadable referrer or none', () => {
    expect(
      follow('/en/profile?tab=2&keep-query=1', 'https://site.example/news?location=singapore'),
    ).toBe('/en/profile?tab=2')
    expect(follow('/en/profile?tab=2&keep-query=1', 'not a url')).toBe('/en/profile?tab=2')
    expect(follow('/en/profile?keep-query=1', null)).toBe('/en/profile')
    expect(
      follow('/en/profile?tab=2&keep-query=1', 'https://site.example/profile?location=mars'),
    ).toBe('/en/profile?tab=2')
  })
})

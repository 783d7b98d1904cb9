import { describe, expect, it } from 'vitest'
import { withAddressQuery } from './address-query'

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

import { describe, expect, it } from 'vitest'
import { sitemapFileNumber, sitemapFilePath } from './sitemap-files'

describe('sitemap files', () => {
  it('names file N and reads its number back', () => {
    expect(sitemapFilePath(3)).toBe('/sitemaps/3.xml')
    expect(sitemapFileNumber('3.xml')).toBe(3)
    expect(sitemapFileNumber('120.xml')).toBe(120)
  })

  it('reads no number from any other name', () => {
    for (const name of ['0.xml', '01.xml', '1', '1.xml.gz', 'a.xml', '1234567.xml', '-1.xml', '']) {
      expect(sitemapFileNumber(name), name).toBeUndefined()
    }
  })
})

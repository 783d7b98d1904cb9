import { describe, expect, it } from 'vitest'
import { sitemapIndexXml, sitemapParts, sitemapXml } from './sitemap-xml'

describe('sitemapXml', () => {
  it('writes loc, lastmod and escaped xhtml:link alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://site.example.com/news?a=1&b=2',
        lastModified: new Date('2026-01-02T03:04:05Z'),
        alternates: { zh: 'https://site.example.com/', en: 'https://site.example.com/en' },
      },
    ])
    expect(xml).toContain('<loc>https://site.example.com/news?a=1&amp;b=2</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://site.example.com/en"/>',
    )
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})

describe('sitemapParts', () => {
  const url = (n: number) => ({
    loc: `https://site.example.com/news/${n}`,
    lastModified: new Date('2026-01-02T03:04:05Z'),
    alternates: {
      zh: `https://site.example.com/news/${n}`,
      en: `https://site.example.com/en/news/${n}`,
    },
  })
  const urls = Array.from({ length: 25 }, (_, n) => url(n + 1))

  it('keeps every URL, in order, in files of at most the limit of URLs', () => {
    const parts = sitemapParts(urls, { urls: 10, bytes: 50 * 1024 * 1024 })
    expect(parts.map((part) => part.length)).toEqual([10, 10, 5])
    expect(parts.flat()).toEqual(urls)
  })

  it('keeps each file, as written, within the limit of bytes', () => {
    const limit = Buffer.byteLength(sitemapXml(urls.slice(0, 3)))
    const parts = sitemapParts(urls, { urls: 50_000, bytes: limit })
    // Each file is as full as it can be: the next URL would not have fitted.
    for (const [index, part] of parts.slice(0, -1).entries()) {
      const next = parts[index + 1]![0]!
      expect(Buffer.byteLength(sitemapXml([...part, next]))).toBeGreaterThan(limit)
    }
    expect(parts.length).toBeGreaterThan(5)
    for (const part of parts) expect(Buffer.byteLength(sitemapXml(part))).toBeLessThanOrEqual(limit)
    expect(parts.flat()).toEqual(urls)
  })

  it('is one file within the limits, and one empty file for no URLs', () => {
    expect(sitemapParts(urls)).toEqual([urls])
    expect(sitemapParts([])).toEqual([[]])
  })
})

describe('sitemapIndexXml', () => {
  it('lists each file with its last change', () => {
    const xml = sitemapIndexXml([
      {
        loc: 'https://site.example.com/sitemaps/1.xml',
        lastModified: new Date('2026-01-02T00:00:00Z'),
      },
    ])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://site.example.com/sitemaps/1.xml</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>')
  })
})

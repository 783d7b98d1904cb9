import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap-xml'

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

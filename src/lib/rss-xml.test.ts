import { describe, expect, it } from 'vitest'
import { rssXml } from './rss-xml'

describe('rssXml', () => {
  it('writes an RSS 2.0 channel with escaped items and RFC 822 dates', () => {
    const xml = rssXml(
      {
        title: 'News & views',
        link: 'https://site.example/news',
        self: 'https://site.example/news/rss.xml',
        description: 'Latest',
        language: 'en',
      },
      [
        {
          title: '<b>Bold</b> "quoted"\u0001',
          link: 'https://site.example/news/detail/2',
          description: 'A & B',
          category: 'Company news',
          published: new Date('2026-03-10T02:00:00Z'),
          content: '<p>A <a href="https://site.example/x?a=1&amp;b=2">link</a></p>',
        },
      ],
    )
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>News &amp; views</title>')
    expect(xml).toContain('<title>&lt;b&gt;Bold&lt;/b&gt; &quot;quoted&quot;</title>')
    expect(xml).toContain('<pubDate>Tue, 10 Mar 2026 02:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Tue, 10 Mar 2026 02:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<guid isPermaLink="true">https://site.example/news/detail/2</guid>')
    expect(xml).not.toContain('\u0001')
    // The whole text, as escaped HTML, in the content module's element.
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"')
    expect(xml).toContain(
      '<content:encoded>&lt;p&gt;A &lt;a href=&quot;https://site.example/x?a=1&amp;amp;b=2&quot;&gt;link&lt;/a&gt;&lt;/p&gt;</content:encoded>',
    )
  })
})

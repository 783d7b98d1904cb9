import { escapeXml } from './xml'

export type RssChannel = {
  title: string
  /** The site page the feed belongs to. */
  link: string
  /** The feed's own address. */
  self: string
  description: string
  /** Language tag, e.g. zh-CN. */
  language: string
}

export type RssItem = {
  title: string
  link: string
  description: string
  category: string
  published: Date
  /** The whole text as HTML (content:encoded), with absolute addresses. */
  content?: string
}

/** An RSS 2.0 document, newest item first as given. */
export function rssXml(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        ...(item.content
          ? [`      <content:encoded>${escapeXml(item.content)}</content:encoded>`]
          : []),
        `      <category>${escapeXml(item.category)}</category>`,
        `      <pubDate>${item.published.toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n'),
    )
    .join('\n')
  const updated = items[0]?.published ?? new Date(0)
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>
${entries}
  </channel>
</rss>
`
}

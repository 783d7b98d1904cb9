import { escapeXml } from './xml'

/** One URL of a sitemap with its language alternates (hreflang → absolute URL). */
export type SitemapUrl = { loc: string; lastModified: Date; alternates: Record<string, string> }

/** A sitemap document with `xhtml:link` alternates and `lastmod`. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = Object.entries(url.alternates)
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
        )
        .join('\n')
      return [
        '  <url>',
        `    <loc>${escapeXml(url.loc)}</loc>`,
        `    <lastmod>${url.lastModified.toISOString()}</lastmod>`,
        links,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`
}

import { escapeXml } from './xml'

/** One URL of a sitemap with its language alternates (hreflang → absolute URL). */
export type SitemapUrl = { loc: string; lastModified: Date; alternates: Record<string, string> }

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (www.sitemaps.org). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const

const urlsetStart = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`
const urlsetEnd = `
</urlset>
`

function urlEntry(url: SitemapUrl): string {
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
}

/** A sitemap document with `xhtml:link` alternates and `lastmod`. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  return `${urlsetStart}${urls.map(urlEntry).join('\n')}${urlsetEnd}`
}

/**
 * The URLs cut into the files of a sitemap, in order: each file holds at
 * most `limits.urls` URLs and `limits.bytes` bytes once written.
 */
export function sitemapParts(
  urls: readonly SitemapUrl[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapUrl[][] {
  const frame = Buffer.byteLength(urlsetStart) + Buffer.byteLength(urlsetEnd)
  const parts: SitemapUrl[][] = []
  let part: SitemapUrl[] = []
  let bytes = frame
  for (const url of urls) {
    const entry = Buffer.byteLength(urlEntry(url))
    // Entries are separated by a line break.
    if (part.length > 0 && (part.length >= limits.urls || bytes + 1 + entry > limits.bytes)) {
      parts.push(part)
      part = []
      bytes = frame
    }
    bytes += (part.length > 0 ? 1 : 0) + entry
    part.push(url)
  }
  if (part.length > 0 || parts.length === 0) parts.push(part)
  return parts
}

/** A sitemap index: the files of a sitemap too large for one, with the last change of each. */
export function sitemapIndexXml(files: readonly { loc: string; lastModified: Date }[]): string {
  const entries = files
    .map(
      (file) =>
        `  <sitemap>\n    <loc>${escapeXml(file.loc)}</loc>\n    <lastmod>${file.lastModified.toISOString()}</lastmod>\n  </sitemap>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`
}

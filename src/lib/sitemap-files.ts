/** Where the files of a sitemap too large for one live, below each language's root. */
export const sitemapFilePath = (number: number) => `/sitemaps/${number}.xml`

/** The number of a sitemap file's name (`3.xml` → 3); undefined for any other name. */
export function sitemapFileNumber(name: string): number | undefined {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(name)
  return match ? Number(match[1]) : undefined
}

export const xmlResponse = (xml: string | Uint8Array<ArrayBuffer>) =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })

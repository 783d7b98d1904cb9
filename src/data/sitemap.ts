import 'server-only'
import { alternates } from '@/i18n/alternates'
import { locales, type Locale } from '@/i18n/locales'
import { buildTimestamp } from '@/lib/build-id'
import { siteOrigin } from '@/lib/env'
import { getCompany } from './company'
import { cacheTags } from '@/content/cache-tags'
import { contentVersion } from './content-version'
import { latestPerSlot } from '@/lib/latest-per-slot'
import { env } from '@/lib/env'
import { SITEMAP_LIMITS, sitemapParts, sitemapXml, type SitemapUrl } from '@/lib/sitemap-xml'
import { profileRoutes } from '@/content/profile/routes'
import { contentCollections } from '@/content/types'
import { latestOf, type SitemapPage } from './type-data'
import { typePages } from './types'

/** The sources of the sitemaps, which the sitemap routes of both locales read. */
const sources: ReadonlyArray<() => Promise<SitemapPage[]>> = [
  () =>
    Promise.resolve([{ href: '/', lastModified: new Date(buildTimestamp || Date.now()), locales }]),
  companyPages,
  ...typePages,
]

/** The company profile, changed with the company's texts. */
async function companyPages(): Promise<SitemapPage[]> {
  const company = await Promise.all(locales.map((locale) => getCompany(locale)))
  return [{ href: profileRoutes.page, lastModified: latestOf(company), locales }]
}

/** The sitemap entries of one locale, with alternates to the other languages. */
async function getSitemapUrls(locale: Locale): Promise<SitemapUrl[]> {
  const pages = (await Promise.all(sources.map((source) => source()))).flat()
  const origin = siteOrigin()
  return pages
    .filter((page) => page.locales.includes(locale))
    .map((page) => {
      const links = alternates(origin, page.href, locale, page.locales)
      return { loc: links.canonical, lastModified: page.lastModified, alternates: links.languages }
    })
}

/** A file of a language's sitemap: when its pages last changed. */
export type SitemapFile = { lastModified: string }

/**
 * The most bytes of one file (about 150 URLs): far under the protocol's
 * 50 MB. Every request for a file passes its whole text through the server
 * (docs/decisions/020): at 64 KB a file answers as fast as the launch
 * site's whole sitemap (22 KB); at 256 KB its p95 was 2.8 times as slow.
 */
const FILE_BYTES = Math.min(SITEMAP_LIMITS.bytes, 64_000)

// What the sources read: a change of any of them writes the files anew.
const sitemapVersion = contentVersion('sitemap', [
  ...contentCollections.map((collection) => cacheTags[collection]),
  cacheTags.company,
])

/**
 * A language's sitemap split into files, held in memory per change of the
 * content; each file is written out when first asked for, then kept.
 */
const split = latestPerSlot(async (locale: Locale) => {
  const parts = sitemapParts(await getSitemapUrls(locale), {
    urls: env.SITEMAP_MAX_URLS,
    bytes: FILE_BYTES,
  })
  const written = new Map<number, Uint8Array<ArrayBuffer>>()
  return {
    files: parts.map((urls): SitemapFile => ({
      lastModified: new Date(
        Math.max(0, ...urls.map((url) => url.lastModified.getTime())),
      ).toISOString(),
    })),
    /** As bytes, encoded once: each request sends them as they are. */
    xml(number: number): Uint8Array<ArrayBuffer> | null {
      const urls = parts[number - 1]
      if (!urls) return null
      const xml = written.get(number) ?? new TextEncoder().encode(sitemapXml(urls))
      written.set(number, xml)
      return xml
    },
  }
})

/**
 * A language's sitemap files of at most SITEMAP_MAX_URLS URLs and 64 KB,
 * with the last change of each: one file, or several listed by an index.
 */
export async function getSitemapFiles(locale: Locale): Promise<SitemapFile[]> {
  return (await split(locale, await sitemapVersion())).files
}

/** File `number` (from 1) of a language's sitemap, written out (UTF-8); null past the last. */
export async function getSitemapFile(
  locale: Locale,
  number: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  return (await split(locale, await sitemapVersion())).xml(number)
}

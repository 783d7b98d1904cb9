import 'server-only'
import type { alternates } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { buildTimestamp } from '@/lib/build-id'
import type { ShareCardContent } from '@/lib/share-card/draw'
import type { SiteImage } from './media'

/**
 * What a content type gives the data layer, from its folder
 * (`src/content-types/<type>/data/`): the list of types (./types.ts) gathers
 * them for the sitemaps, the proxy's lookup and the share cards.
 */

/** A page to list: its path, when it last changed, and the languages it exists in. */
export type SitemapPage = {
  href: Parameters<typeof alternates>[1]
  lastModified: Date
  locales: readonly Locale[]
}

/** What an item's share card shows, short of what every card shows (site, language, address). */
export type ItemCard = Omit<ShareCardContent, 'lang' | 'brand' | 'footer' | 'picture'> & {
  /** The address of a picture behind it (a cover), fetched when the card is drawn. */
  picture?: string
}

export type TypeData = {
  /** Its pages in the sitemaps, each with the languages it exists in. */
  pages: () => Promise<SitemapPage[]>
}

/** What a type with pages of its own items adds. */
export type ItemTypeData = TypeData & {
  /** The languages visitors can read item `id` in (none: no such item for visitors). */
  locales: (id: number) => Promise<Locale[]>
  /** What item `id`'s share card shows in `locale`; null when visitors cannot read it there. */
  card: (locale: Locale, id: number) => Promise<ItemCard | null>
}

/** The latest of the build and some content changes. */
export function latestOf(changes: { updatedAt: string }[]): Date {
  const latest = Math.max(buildTimestamp || 0, ...changes.map((item) => Date.parse(item.updatedAt)))
  return new Date(latest || Date.now())
}

/** The largest rendition of a cover at least as wide as a card, else the largest; none for drawn art. */
export function cardPicture(cover: SiteImage): string | undefined {
  // A drawn cover is the card's own art, drawn again at the card's size.
  if (cover.drawn) return undefined
  return (cover.srcSet.find((size) => size.width >= 1200) ?? cover.srcSet.at(-1))?.url ?? cover.url
}

import { faqs } from '@/content-types/faqs/content/type'
import { sharedRoot, type ContentType, type ItemPages } from './content-type'
import type { DrawnArt } from './drawn-covers'
import { jobs } from '@/content-types/jobs/content/type'
import { news } from '@/content-types/news/content/type'
import { videos } from '@/content-types/videos/content/type'
import { events } from '@/content-types/events/content/type'

/**
 * The content types editors write, in both languages, each with public ids:
 * the one list that names them. Derived from it: the routing rules (item
 * pages, hidden and unavailable routes, previews), the proxy's lookup and
 * `/internal/item`, the 404 page's link to the other language, the locale
 * switcher's way to a list, the CMS's collections (slugs, labels, previews,
 * ids never reused, search hooks), the editor guide, the media hooks and
 * the names in a refusal to delete a medium, the cache tags, the sitemaps'
 * sources, the share cards' subjects, and what the site search finds.
 * docs/architecture.md, "Adding a content type", says what else a new type
 * needs.
 */
export const contentTypes = {
  news,
  jobs,
  faqs,
  videos,
  events,
} as const satisfies Record<string, ContentType>

type ContentTypes = typeof contentTypes
export type TypeName = keyof ContentTypes

/** The art of the drawn cover a file name under `/covers` names, whichever type draws it; else null. */
export function drawnCoverArt(file: string): DrawnArt | null {
  for (const type of Object.values(contentTypes) as ContentType[]) {
    const art = type.cover?.art(file)
    if (art) return art
  }
  return null
}

/** The collections of the content types, in the list's order. */
export type ContentCollection = ContentTypes[TypeName]['collection']
export const contentCollections: readonly ContentCollection[] = Object.values(contentTypes).map(
  (type) => type.collection,
)

/** The types with pages of their own items. */
type WithItems = {
  [Name in TypeName]: ContentTypes[Name] extends { item: ItemPages } ? Name : never
}[TypeName]

/** What an item page's type is called in routes and lookups: `article`, `job`. */
export type ItemKind = ContentTypes[WithItems]['item']['kind']

/** The item pages of every type that has them. */
export const itemTypes: readonly (ItemPages & { kind: ItemKind })[] = Object.values(
  contentTypes,
).flatMap((type) => ('item' in type ? [type.item] : []))

/** The item pages of a kind. */
export function itemPagesOf(kind: ItemKind): ItemPages {
  const found = itemTypes.find((type) => type.kind === kind)
  if (!found) throw new Error(`No content type has items of kind ${kind}`)
  return found
}

/** Whether a value is a kind of item page. */
export function isItemKind(value: unknown): value is ItemKind {
  return itemTypes.some((type) => type.kind === value)
}

/** Where editors preview items, each followed by `/{id}`. */
export type PreviewRoot = {
  [Name in TypeName]: ContentTypes[Name] extends { preview: infer Root } ? Root : never
}[TypeName]
const previewRoots: readonly string[] = Object.values(contentTypes).flatMap((type) =>
  'preview' in type ? [type.preview] : [],
)

/** Whether a (locale-less) path is an editor's preview: no visitor gets past the proxy there. */
export function isPreviewPath(path: string): boolean {
  return previewRoots.some((root) => path.startsWith(`${root}/`))
}

/**
 * The section to offer in another language for a (locale-less) path of an
 * item that has no version there: its type's list; the home page otherwise.
 */
export function sectionOf(path: string): string {
  return itemTypes.find((type) => type.segmentOf(path) !== undefined)?.listHref ?? '/'
}

/** What the site search calls the items of the types it finds: `article`, `job`, `faq`. */
export type SearchableKind = {
  [Name in TypeName]: ContentTypes[Name] extends { search: { kind: infer Kind } } ? Kind : never
}[TypeName]

/** The types the site search finds, in the list's order: how it shows them, and their collection. */
export const searchableTypes: readonly (ContentType['search'] & {
  kind: SearchableKind
  collection: ContentCollection
})[] = Object.values(contentTypes).flatMap((type) =>
  'search' in type ? [{ ...type.search, collection: type.collection }] : [],
)

/** The share cards of the pages that list a type's items (`news`, `faq`, `jobs`). */
export type ListCardPage = {
  [Name in TypeName]: ContentTypes[Name] extends { listCard: { page: infer Page } } ? Page : never
}[TypeName]
export const listCards: readonly (NonNullable<ContentType['listCard']> & { page: ListCardPage })[] =
  Object.values(contentTypes).flatMap((type) => ('listCard' in type ? [type.listCard] : []))

/** The header items of the types that have one (`news`, `faq`). */
export type TypeNav = {
  [Name in TypeName]: ContentTypes[Name] extends { nav: infer Nav } ? Nav : never
}[TypeName]
export const typeNav: readonly TypeNav[] = Object.values(contentTypes).flatMap((type) =>
  'nav' in type ? [type.nav] : [],
)

/** The types with pages on the routes every type shares (`/-/<type>/…`). */
export type SharedTypeName = {
  [Name in TypeName]: ContentTypes[Name] extends { shared: unknown } ? Name : never
}[TypeName]
const sharedTypes = (Object.keys(contentTypes) as TypeName[]).flatMap((name) => {
  const type: ContentType = contentTypes[name]
  return type.shared ? [{ root: sharedRoot(name), ...type.shared }] : []
})

/**
 * The app path a (locale-less) public path shows: its type's shared route
 * (`/news/detail/3` → `/-/news/item/3`), or the path itself.
 */
export function appPathOf(path: string, search = new URLSearchParams()): string {
  for (const type of sharedTypes) {
    const route = type.route(path, search)
    if (route !== undefined) return `${type.root}${route}`
  }
  return path
}

/** The public path of a shared route (`/-/news/item/3` → `/news/detail/3`); undefined for others. */
export function publicPathOfShared(route: string): string | undefined {
  const type = sharedTypes.find((each) => route.startsWith(`${each.root}/`))
  return type?.back(route.slice(type.root.length))
}

/**
 * What a content type is, short of its own code: the one shape that each
 * type's folder (`src/content-types/<type>/content/type.ts`) fills and the
 * list of types (./types.ts) gathers.
 */

import type { DrawnArt } from './drawn-covers'

/** A text an editor reads, in each language of the admin. */
export type Label = { zh: string; en: string }

/**
 * A content type with pages of its own items: what the routing rules, the
 * proxy's lookup and the 404 page need to know of it.
 */
export type ItemPages = {
  /** What its items are called in routes and lookups (`/internal/item?item=…`). */
  kind: string
  /** An item's page (its routes module). */
  href: (id: number) => string
  /** The id segment of an item's path, or undefined for another path (its routes module). */
  segmentOf: (path: string) => string | undefined
  /** The route that an item's path shows while the items cannot be read (503). */
  unavailable: string
  /** The path of the page that lists the items. */
  list: string
  /** The list as a link (its tab, if any): offered in a language an item has no version in. */
  listHref: string
  /** Whether its 404 page, in a language the item lacks, links to the other language's version. */
  linksOtherLanguage: boolean
}

export type ContentType = {
  /** The CMS collection (its slug). */
  collection: string
  /** Its names in the admin: one item, and the collection. */
  labels: { singular: Label; plural: Label }
  /** Where editors preview an item, followed by `/{id}` (its routes module). */
  preview?: string
  /** Its items' own pages. */
  item?: ItemPages
  /** How the site search shows its items, if it finds them. */
  search?: {
    /** What it calls them (in `?type=…` and the index). */
    kind: string
    /** Where a result leads. */
    href: (id: number) => string
    /** The page that lists them, offered when nothing is found. */
    list: string
    /**
     * The words visitors use for the kind itself, in either language (招聘,
     * careers): a query with one of them shows this kind (src/content/search/intent.ts).
     * Editors add more in the admin (搜索同义词).
     */
    words: readonly string[]
  }
  /**
   * The share card of the page that lists its items, if it has one of its
   * own: its name in the card's address, the hue of its art, and the
   * catalogue entries of its title and the line under it.
   */
  listCard?: { page: string; hue: number; title: string; detail: string }
  /**
   * Its place in the header: the catalogue entry of its label (`nav.<key>`),
   * the page it leads to (its list), and the item it comes after.
   */
  nav?: { key: string; list: string; after: string }
  /**
   * Its pages on the routes every type shares (`/-/<type>/…`, the app's
   * `src/app/[variant]/[locale]/-/[type]/`, whose pages its `ui/` gives):
   * the route below `/-/<type>` a (locale-less) public path of it shows,
   * its query given (`/list/<view>`, `/item/<id>`, `/preview/<id>`), and
   * the way back (with the query the route stands for).
   */
  shared?: {
    route: (path: string, search: URLSearchParams) => string | undefined
    back: (route: string) => string
  }
  /**
   * The covers it draws for items without an uploaded one (./drawn-covers.ts):
   * the art a file name under `/covers` stands for, or null for a name it never gives.
   */
  cover?: { art: (file: string) => DrawnArt | null }
}

/** Where the routes every type shares are; asked for directly, they are the 404 page. */
export const sharedRoutes = '/-'

/** The shared routes of type `name`: `/-/news`. */
export function sharedRoot(name: string): string {
  return `${sharedRoutes}/${name}`
}

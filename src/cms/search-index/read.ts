import type { DataFromCollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { locales, type Locale } from '../../i18n/locales'
import type { SearchKind } from '../../content/search/model'
import type { ContentCollection } from '../../content/types'

/**
 * What the search index holds of one thing visitors can read in one
 * language: its title and text as visitors read them, and when it may be
 * found (an article published ahead of time is indexed with its date and
 * found from then on).
 */
export type SearchEntry = {
  kind: SearchKind
  /** The item's id; for the company profile, its section (`profileSections`). */
  itemId: number
  locale: Locale
  title: string
  text: string
  /** ISO instant from which visitors may find it; null: as soon as it is indexed. */
  visibleFrom: string | null
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The text of a rich-text body, a line per paragraph, heading or list item. */
export function lexicalText(body: unknown): string {
  const lines: string[] = []
  let line = ''
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') line += node.text
    for (const child of node.children ?? []) walk(child)
    if (node.type && BLOCKS.has(node.type) && line.trim()) {
      lines.push(line.trim())
      line = ''
    }
  }
  const root = (body as { root?: LexicalNode } | null)?.root
  if (root) walk(root)
  if (line.trim()) lines.push(line.trim())
  return lines.join('\n')
}

const published: Where = { _status: { equals: 'published' } }

/**
 * The item `id` of `collection` as visitors read it in each language where
 * it is `readable` (besides published), without falling back to the other.
 */
export async function readableIn<C extends ContentCollection>(
  payload: Payload,
  collection: C,
  id: number,
  readable: (locale: Locale) => Where[],
  req?: PayloadRequest,
): Promise<{ locale: Locale; doc: DataFromCollectionSlug<C> }[]> {
  const found: { locale: Locale; doc: DataFromCollectionSlug<C> }[] = []
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection,
      locale,
      fallbackLocale: false,
      where: { and: [{ id: { equals: id } }, published, ...readable(locale)] },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const doc = docs[0] as DataFromCollectionSlug<C> | undefined
    if (doc) found.push({ locale, doc })
  }
  return found
}

/**
 * How a content type's items are found (its collection's `custom.searchEntries`):
 * the entries of item `id` as the database holds it now, none when visitors
 * cannot read it in any language.
 */
export type SearchEntries = (
  payload: Payload,
  id: number,
  req?: PayloadRequest,
) => Promise<SearchEntry[]>

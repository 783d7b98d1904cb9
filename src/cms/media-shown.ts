import type { CollectionConfig, CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { contentTypes } from '../content/types'

/**
 * What a collection says of the media its items show (its `custom.media`),
 * so that the media hooks need no list of collections: which of its fields
 * hold a medium, and from when a published item shows them (decision 015).
 * The news say more (share images, bodies) and keep hooks of their own.
 */
export type MediaShown = {
  /** Its upload fields (top level, not localized). */
  fields: readonly string[]
  /** At once when published (a video), or from the item's `publishedAt` (an article, an event). */
  from: 'publishing' | 'publishedAt'
}

/** A collection with what it says of its media, and its slug. */
type ShowingCollection = { slug: string; media: MediaShown }

/** The collections, other than the news, whose items show media. */
export function collectionsShowingMedia(payload: Payload): ShowingCollection[] {
  return payload.config.collections.flatMap((collection: CollectionConfig) => {
    const media = (collection.custom as { media?: MediaShown } | undefined)?.media
    if (!media || collection.slug === contentTypes.news.collection) return []
    return [{ slug: collection.slug, media }]
  })
}

/** An item that shows a medium, with its title and the fields read. */
type Showing = { id: number | string; title?: unknown; publishedAt?: unknown } & Record<
  string,
  unknown
>

/**
 * The items of `collection` that show a medium (any of them, or `medium`):
 * published ones, or, with `versions`, the latest version of every item too
 * (a draft may show a medium the live item does not).
 */
export async function itemsShowing(
  req: PayloadRequest,
  { slug, media }: ShowingCollection,
  { medium, published = false }: { medium?: number | string; published?: boolean },
): Promise<Showing[]> {
  const select = Object.fromEntries(
    ['title', 'publishedAt', ...media.fields].map((field) => [field, true]),
  )
  const showing: Where = medium
    ? { or: media.fields.map((field) => ({ [field]: { equals: medium } })) }
    : { or: media.fields.map((field) => ({ [field]: { exists: true } })) }
  const common = { req, overrideAccess: true, depth: 0, pagination: false } as const
  const found = await req.payload.find({
    ...common,
    collection: slug as CollectionSlug,
    where: published ? { and: [{ _status: { equals: 'published' } }, showing] } : showing,
    select,
    locale: 'all',
  })
  const items = found.docs as unknown as Showing[]
  if (published) return items
  const versions = await req.payload.findVersions({
    ...common,
    collection: slug as CollectionSlug,
    locale: 'all',
    where: {
      and: [
        { latest: { equals: true } },
        {
          or: media.fields.map((field) =>
            medium
              ? { [`version.${field}`]: { equals: medium } }
              : { [`version.${field}`]: { exists: true } },
          ),
        },
      ],
    },
  })
  const seen = new Set(items.map((item) => String(item.id)))
  for (const version of versions.docs) {
    if (seen.has(String(version.parent))) continue
    seen.add(String(version.parent))
    items.push({ ...(version.version as object), id: version.parent })
  }
  return items
}

import type { Payload } from 'payload'
import type { Config } from '@/payload-types'
import { UNPUBLISH_AT } from './fields/unpublish-at'
import { typeCollections } from './types'

/** The collections with a take-down time. */
type WithTakeDown = {
  [Slug in keyof Config['collections']]: Config['collections'][Slug] extends {
    unpublishAt?: unknown
  }
    ? Slug
    : never
}[keyof Config['collections']]

/** The collections whose items can be taken down at a time. */
function withTakeDown(): WithTakeDown[] {
  return Object.values(typeCollections).flatMap((collection) =>
    collection.fields.some((field) => 'name' in field && field.name === UNPUBLISH_AT)
      ? [collection.slug as WithTakeDown]
      : [],
  )
}

/**
 * Unpublishes every published item whose take-down time has come by `now`,
 * as an editor's unpublish does (the hooks refresh the pages, the search and
 * the media), and clears the time, so that publishing it again does not take
 * it down at once. Run by the server's scheduled check (scheduled.ts); where
 * several servers run it, the second finds nothing left to do.
 */
export async function takeDownDue(payload: Payload, now: Date): Promise<number> {
  let count = 0
  for (const collection of withTakeDown()) {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { _status: { equals: 'published' } },
          { [UNPUBLISH_AT]: { less_than_equal: now.toISOString() } },
        ],
      },
      pagination: false,
      depth: 0,
      draft: false,
      select: { [UNPUBLISH_AT]: true },
      overrideAccess: true,
    })
    for (const { id } of docs) {
      // One item that cannot be taken down (another server took it down a
      // moment ago, the database failed) holds up neither the others nor
      // the scheduled publishing after them: it is tried again next check.
      try {
        await payload.update({
          collection,
          id,
          data: { _status: 'draft', unpublishAt: null },
          depth: 0,
          overrideAccess: true,
        })
        count += 1
      } catch (error) {
        console.error(`Taking ${collection} ${id} down at its time failed`, error)
      }
    }
  }
  return count
}

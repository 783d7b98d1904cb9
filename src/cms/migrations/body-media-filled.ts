import type { Payload, PayloadRequest } from 'payload'
import { mediaList } from '../fields/body-media'
import { uploadsIn } from '../hooks/media-in-use'

const BATCH = 100

/**
 * Fills `bodyMedia` of the articles saved before it existed, from their
 * bodies in every language (each save keeps it from now on). Writes the one
 * column through `update(id, list)`: no hooks, nothing else of the row.
 */
export async function fillBodyMedia(
  payload: Payload,
  req: PayloadRequest,
  update: (id: number, list: string) => Promise<unknown>,
): Promise<void> {
  for (let page = 1, more = true; more; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'news',
      req,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      limit: BATCH,
      page,
      sort: 'id',
      select: { body: true },
    })
    for (const doc of docs) await update(doc.id, mediaList(uploadsIn(doc.body)))
    more = hasNextPage
  }
}

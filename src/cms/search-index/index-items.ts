import type { Payload, PayloadRequest } from 'payload'
import { cacheTags } from '@/content/cache-tags'
import { searchableTypes, type SearchableKind } from '../../content/types'
import type { SearchKind } from '../../content/search/model'
import { processWide } from '../../lib/process-wide'
import { afterCommit } from '../after-commit'
import { revalidateTags } from '../hooks/revalidate'
import { KeyedQueue } from '../../lib/keyed-queue'
import { entriesOf, productCount, profileSections } from './entries'
import { databaseOf, refreshStatistics, replaceItem } from './store'

// One write of an item's entries at a time in this process, in the order
// of the commits: each reads the item as the database holds it at its turn,
// so the last one writes the last state.
const queue = processWide('search-index', () => new KeyedQueue())

/** Where a migration reads and writes: its request and its transaction's database. */
export type Within = { req: PayloadRequest; drizzle: unknown }

/** Writes an item's entries as the database holds it now (none once it is gone or hidden). */
export function indexItem(
  payload: Payload,
  kind: SearchKind,
  id: number,
  within?: Within,
): Promise<void> {
  // The profile is one item, whose entries are its sections; the products
  // one, whose entries are the models and apps.
  const itemIds =
    kind === 'profile'
      ? profileSections.map((_, index) => index)
      : kind === 'product'
        ? Array.from({ length: productCount }, (_, index) => index)
        : [id]
  return queue.run(`${kind}:${id}`, async () =>
    replaceItem(
      databaseOf(payload, within?.drizzle),
      { kind, itemIds },
      await entriesOf(payload, kind, id, within?.req),
    ),
  )
}

/** Indexes every item anew (the migration that creates the index). Returns how many. */
export async function indexEverything(
  payload: Payload,
  within?: Within,
  kinds?: readonly SearchableKind[],
): Promise<number> {
  let count = 0
  for (const { kind, collection } of searchableTypes) {
    // A migration names the kinds whose tables it knows; a later type's are not there yet.
    if (kinds && !kinds.includes(kind)) continue
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({
        collection,
        select: {},
        depth: 0,
        limit: 500,
        page,
        sort: 'id',
        overrideAccess: true,
        req: within?.req,
      })
      for (const doc of docs) await indexItem(payload, kind, doc.id, within)
      count += docs.length
      if (!hasNextPage) break
    }
  }
  await indexItem(payload, 'profile', 0, within)
  await indexItem(payload, 'product', 0, within)
  await refreshStatistics(databaseOf(payload, within?.drizzle))
  return count + 2
}

/** Index writes started after a commit and not finished yet. */
const pending = processWide('search-index-pending', () => new Set<Promise<void>>())

/**
 * Resolves once every index write started so far has ended: commands that
 * save content (seeding, imports) wait for it before they exit. With
 * `payload`, the database's statistics of the index are brought up to date.
 */
export async function searchIndexSettled(payload?: Payload): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
  if (payload) await refreshStatistics(databaseOf(payload))
}

/**
 * Indexes the item once `req`'s change is committed, then tells every
 * cached search that the index changed, before the save answers (the
 * commit waits for it). A failure is logged: the item's page has changed
 * all the same, and the next save of it writes it again.
 */
export function indexAfterCommit(
  req: Partial<PayloadRequest> | undefined,
  kind: SearchKind,
  id: number,
): Promise<void> {
  const payload = req?.payload
  if (!payload) return Promise.resolve()
  return afterCommit(req, () => {
    const write = indexItem(payload, kind, id)
      .then(() => revalidateTags([cacheTags.search]))
      .catch((error: unknown) => {
        payload.logger.error({ err: error, kind, id }, 'Could not update the search index')
      })
      .finally(() => pending.delete(write))
    pending.add(write)
    return write
  })
}

type WithId = { id: number | string }

/** afterChange and afterDelete hooks keeping a collection's items in the search index. */
export function searchIndexHooks(kind: SearchableKind) {
  return {
    afterChange: [
      async ({ doc, req }: { doc: WithId; req?: Partial<PayloadRequest> }) => {
        await indexAfterCommit(req, kind, Number(doc.id))
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }: { doc: WithId; req?: Partial<PayloadRequest> }) => {
        await indexAfterCommit(req, kind, Number(doc.id))
        return doc
      },
    ],
  }
}

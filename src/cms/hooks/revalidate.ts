import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'
import { afterCommit } from '../after-commit'
import { isServing, loopbackOrigin } from '../../lib/loopback-origin'
import { internalPaths, internalToken, internalTokenHeader } from '../../lib/internal-routes'

/**
 * Asks the server's own revalidation route to drop the tags: Next.js only
 * revalidates inside a request, and background work (scheduled articles coming
 * due) runs outside one.
 */
export async function revalidateThroughServer(tags: readonly string[]): Promise<void> {
  const response = await fetch(`${loopbackOrigin()}${internalPaths.revalidate}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [internalTokenHeader]: internalToken() },
    body: JSON.stringify({ tags }),
  })
  if (!response.ok) throw new Error(`Revalidation answered ${response.status}`)
}

/**
 * Marks cached reads as stale after an editor's change. Outside a request (a
 * background job) the server's own route does it; outside the server (seed and
 * admin commands) there is no cache to invalidate.
 */
export function revalidateTags(tags: readonly string[]): void {
  const missed: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      missed.push(tag)
    }
  }
  if (missed.length > 0 && isServing()) {
    revalidateThroughServer(missed).catch((error: unknown) => {
      console.error('Could not revalidate', missed, error)
    })
  }
}

/** Revalidates `tags` once what `req` saved is committed (src/cms/after-commit.ts). */
export function revalidateAfterCommit(
  req: Partial<PayloadRequest> | undefined,
  tags: readonly string[],
): Promise<void> {
  return afterCommit(req, () => revalidateTags(tags))
}

type WithId = { id: number | string }
type Req = { req?: Partial<PayloadRequest> }

/**
 * afterChange and afterDelete hooks that revalidate `tags(doc)` whenever an
 * item is created, saved, published, unpublished or deleted, once the change
 * is committed.
 */
export function revalidateOnChange<T extends WithId>(tags: (doc: T) => readonly string[]) {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }: { doc: T; previousDoc?: T } & Req) => {
        await revalidateAfterCommit(req, [...tags(doc), ...(previousDoc ? tags(previousDoc) : [])])
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }: { doc: T } & Req) => {
        await revalidateAfterCommit(req, tags(doc))
        return doc
      },
    ],
  }
}

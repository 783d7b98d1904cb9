import { revalidateTag } from 'next/cache'

/**
 * Marks cached reads as stale after an editor's change. Outside a running Next
 * server (seed and admin commands) there is no cache to invalidate, and Next
 * throws; that case is expected and ignored.
 */
export function revalidateTags(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js request: nothing cached to invalidate.
    }
  }
}

type WithId = { id: number | string }

/**
 * afterChange and afterDelete hooks that revalidate `tags(doc)` whenever an
 * item is created, saved, published, unpublished or deleted.
 */
export function revalidateOnChange<T extends WithId>(tags: (doc: T) => readonly string[]) {
  return {
    afterChange: [
      ({ doc, previousDoc }: { doc: T; previousDoc?: T }) => {
        revalidateTags([...tags(doc), ...(previousDoc ? tags(previousDoc) : [])])
        return doc
      },
    ],
    afterDelete: [
      ({ doc }: { doc: T }) => {
        revalidateTags(tags(doc))
        return doc
      },
    ],
  }
}

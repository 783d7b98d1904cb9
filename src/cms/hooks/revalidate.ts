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

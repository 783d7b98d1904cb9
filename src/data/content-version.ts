import 'server-only'
import { randomUUID } from 'node:crypto'
import { unstable_cache } from 'next/cache'

/**
 * A token that changes whenever one of `tags` is invalidated (a save,
 * a scheduled article falling due): drawn anew by the first request after
 * the change and shared through the cache (every instance sees the same
 * one with Redis). What is derived from that content is held in memory per
 * version (src/lib/latest-per-slot.ts), so each change is read and derived
 * once per instance, however many requests ask at once.
 */
export function contentVersion(name: string, tags: string[]): () => Promise<string> {
  return unstable_cache(
    () => Promise.resolve(`${Date.now().toString(36)}-${randomUUID()}`),
    ['content-version', name],
    { tags },
  )
}

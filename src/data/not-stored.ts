import 'server-only'
import { unstable_cache } from 'next/cache'
import { cacheTags } from '@/content/cache-tags'

/**
 * Its tag reaches the page being rendered (Next.js collects the tags of the
 * cached reads of a page), and the cache refuses entries that carry it
 * (src/server/cache-handler.mjs): the page is rendered again for each request.
 */
const marker = unstable_cache(() => Promise.resolve(true), ['not-stored'], {
  tags: [cacheTags.notStored],
})

/**
 * Keeps the page being rendered out of the cache: for a URL that only stands
 * for another (a news view that does not exist shows the nearest one), so that
 * what is cached is bounded by the content, not by what visitors ask.
 */
export async function keepOutOfCache(): Promise<void> {
  await marker()
}

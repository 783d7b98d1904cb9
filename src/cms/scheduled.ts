import type { Payload } from 'payload'
import { cacheTags, newsArticleTag } from '../data/cache-tags'
import { revalidateThroughServer } from './hooks/revalidate'

/** How often the server looks for scheduled articles that have come due. */
export const SCHEDULE_CHECK_MS = 5_000

/** Published articles whose publish date fell in (since, until]: they appear now. */
export async function articlesComingDue(payload: Payload, since: Date, until: Date) {
  const { docs } = await payload.find({
    collection: 'news',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { publishedAt: { greater_than: since.toISOString() } },
        { publishedAt: { less_than_equal: until.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { publishedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/**
 * Makes scheduled articles appear on their own: every few seconds, the server
 * revalidates the news when an article's publish date has just passed. Visitors'
 * reads already hide articles dated ahead; this only refreshes the caches.
 */
export function watchScheduledArticles(getPayload: () => Promise<Payload>): void {
  let since = new Date()
  const timer = setInterval(() => {
    // Not serving yet (or a build worker): nothing to refresh.
    if (!process.env.PORT) return
    const until = new Date()
    getPayload()
      .then((payload) => articlesComingDue(payload, since, until))
      .then(async (ids) => {
        if (ids.length > 0) {
          await revalidateThroughServer([cacheTags.news, ...ids.map(newsArticleTag)])
        }
        since = until
      })
      .catch((error: unknown) => {
        // Try the same window again on the next tick.
        console.error('Checking scheduled articles failed', error)
      })
  }, SCHEDULE_CHECK_MS)
  timer.unref()
}

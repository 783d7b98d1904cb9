import type { Payload } from 'payload'
import { visibleArticles } from '@/content-types/news/content/model'
import { cacheTags, newsArticleTag } from '@/content/cache-tags'
import { revalidateThroughServer } from './hooks/revalidate'
import { isServing } from '../lib/loopback-origin'

/** How often the server looks for scheduled articles that have come due. */
export const SCHEDULE_CHECK_MS = 5_000

/** Published articles whose publish date fell in (since, until]: they appear now. */
export async function articlesComingDue(payload: Payload, since: Date, until: Date) {
  const { docs } = await payload.find({
    collection: 'news',
    where: {
      and: [visibleArticles(until), { publishedAt: { greater_than: since.toISOString() } }],
    },
    pagination: false,
    depth: 0,
    select: { publishedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/** The longest wait between checks while the database keeps failing. */
const MAX_BACKOFF_MS = 60_000

/**
 * Makes scheduled articles appear on their own: every few seconds, the server
 * revalidates the news when an article's publish date has just passed. Visitors'
 * reads already hide articles dated ahead; this only refreshes the caches.
 * One check at a time; while the database fails, the checks slow down (up to
 * a minute apart) instead of adding load, and resume their pace once it answers.
 */
export function watchScheduledArticles(getPayload: () => Promise<Payload>): void {
  let since = new Date()
  let delay = SCHEDULE_CHECK_MS

  const check = async () => {
    const until = new Date()
    const ids = await articlesComingDue(await getPayload(), since, until)
    if (ids.length > 0) await revalidateThroughServer([cacheTags.news, ...ids.map(newsArticleTag)])
    since = until
  }

  const schedule = () => {
    const timer = setTimeout(() => {
      // Not serving yet (or a build worker): nothing to refresh.
      if (!isServing()) return schedule()
      check()
        .then(() => {
          delay = SCHEDULE_CHECK_MS
        })
        .catch((error: unknown) => {
          // The same window is tried again, later.
          delay = Math.min(MAX_BACKOFF_MS, delay * 2)
          console.error(`Checking scheduled articles failed; next try in ${delay / 1000} s`, error)
        })
        .finally(schedule)
    }, delay)
    timer.unref()
  }
  schedule()
}

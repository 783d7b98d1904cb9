import type { Payload } from 'payload'
import { revalidateThroughServer } from './hooks/revalidate'
import { typeCollections } from './types'
import { takeDownDue } from './scheduled-unpublish'
import { isServing } from '../lib/loopback-origin'

/** How often the server looks for scheduled items that have come due. */
export const SCHEDULE_CHECK_MS = 5_000

/**
 * What a collection says of its items' moments (its `custom.comingDue`):
 * the cache tags to refresh because one fell in (since, until] (a scheduled
 * article's publish date, an event's end), none when none did.
 */
export type ComingDue = (payload: Payload, since: Date, until: Date) => Promise<string[]>

const comingDue: ComingDue[] = Object.values(typeCollections).flatMap((collection) => {
  const due = (collection.custom as { comingDue?: ComingDue } | undefined)?.comingDue
  return due ? [due] : []
})

/** The cache tags of every type's items that came due in (since, until]. */
export async function tagsComingDue(payload: Payload, since: Date, until: Date) {
  const tags = await Promise.all(comingDue.map((due) => due(payload, since, until)))
  return [...new Set(tags.flat())]
}

/** The longest wait between checks while the database keeps failing. */
const MAX_BACKOFF_MS = 60_000

/**
 * Makes scheduled items appear on their own: every few seconds, the server
 * revalidates what a moment that has just passed changes (the collections'
 * `custom.comingDue`). Visitors' reads already hide items dated ahead; this
 * only refreshes the caches. One check at a time; while the database fails,
 * the checks slow down (up to a minute apart) instead of adding load, and
 * resume their pace once it answers.
 */
export function watchScheduled(getPayload: () => Promise<Payload>): void {
  let since = new Date()
  let delay = SCHEDULE_CHECK_MS

  const check = async () => {
    const until = new Date()
    const payload = await getPayload()
    // Items whose take-down time has come are unpublished first; their own
    // hooks refresh what they showed on.
    await takeDownDue(payload, until)
    const tags = await tagsComingDue(payload, since, until)
    if (tags.length > 0) await revalidateThroughServer(tags)
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
          console.error(`Checking scheduled items failed; next try in ${delay / 1000} s`, error)
        })
        .finally(schedule)
    }, delay)
    timer.unref()
  }
  schedule()
}

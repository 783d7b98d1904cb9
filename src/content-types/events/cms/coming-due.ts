import type { Payload } from 'payload'
import { cacheTags } from '@/content/cache-tags'

/**
 * The caches to refresh for the events a moment in (since, until] changed:
 * one published then (scheduled), one whose registration closed (its start)
 * or that moved from upcoming to past (its end). None when none did.
 */
export async function eventsComingDue(payload: Payload, since: Date, until: Date) {
  const within = (field: 'publishedAt' | 'start' | 'end') => ({
    and: [
      { [field]: { greater_than: since.toISOString() } },
      { [field]: { less_than_equal: until.toISOString() } },
    ],
  })
  const { totalDocs } = await payload.count({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { or: [within('publishedAt'), within('start'), within('end')] },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0 ? [cacheTags.events] : []
}

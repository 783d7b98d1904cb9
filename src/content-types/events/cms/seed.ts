import type { Payload } from 'payload'
import { richText } from '@/cms/seed/lexical'
import { DAY_MS, findSeeded, type Seed } from '@/cms/seed/tools'
import { launchEvents, type SeedEvent } from './launch'

/** A time of day in China time (UTC+8, no summer time), `days` after `now`'s day. */
function chinaTime(now: Date, days: number, clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  const day = new Date(now.getTime() + 8 * 3_600_000 + days * DAY_MS)
  day.setUTCHours(hours - 8, minutes, 0, 0)
  return day.toISOString()
}

async function seedEvent(payload: Payload, event: SeedEvent, now: Date): Promise<boolean> {
  if ((await findSeeded(payload, 'events', event.key)) !== undefined) return false
  const text = (locale: 'zh' | 'en') => ({
    title: event[locale].title,
    summary: event[locale].summary,
    body: richText(event[locale].body),
    ...(event.mode === 'offline' ? { venue: event[locale].venue, city: event[locale].city } : {}),
  })
  const start = chinaTime(now, event.inDays, event.time.start)
  const created = await payload.create({
    collection: 'events',
    locale: 'zh',
    data: {
      ...text('zh'),
      start,
      end: chinaTime(now, event.inDays, event.time.end),
      mode: event.mode,
      link: event.link,
      registration: event.registration,
      // Announced a month ahead (past ones as they were).
      publishedAt: new Date(Math.min(now.getTime(), Date.parse(start) - 30 * DAY_MS)).toISOString(),
      seedKey: event.key,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'events',
    id: created.id,
    locale: 'en',
    data: { ...text('en'), _status: 'published' },
  })
  return true
}

/** The launch events not there yet, dated from the site's first start. */
export const seedEvents: Seed = async (payload, now) => {
  let added = 0
  for (const event of launchEvents) {
    if (await seedEvent(payload, event, now)) added++
  }
  return added
}

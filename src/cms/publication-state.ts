import { timeZone } from '../i18n/locales'
import type { AdminText } from './admin-text'

/** Where an item stands for visitors: not published, published but not yet due, or live. */
export type PublicationState = 'draft' | 'scheduled' | 'published'

/** The state of an item from its status and publish date, at `now`. */
export function publicationState(
  item: { _status?: unknown; publishedAt?: unknown },
  now: Date,
): PublicationState {
  if (item._status !== 'published') return 'draft'
  const at = typeof item.publishedAt === 'string' ? Date.parse(item.publishedAt) : NaN
  return Number.isFinite(at) && at > now.getTime() ? 'scheduled' : 'published'
}

export const stateNames: Record<PublicationState, AdminText> = {
  draft: { zh: '草稿', en: 'Draft' },
  scheduled: { zh: '定时发布', en: 'Scheduled' },
  published: { zh: '已发布', en: 'Published' },
}

/** The name of the company's time zone, which every time in the admin is shown in. */
export const timeZoneName: AdminText = { zh: '北京时间', en: 'Beijing time' }

/** A publish time as editors type it (2026-11-24 09:30), in the company's time zone. */
export function editorTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/**
 * The list filter of each state, as Payload's list view reads it from the
 * address (`where[or][0][and][…]`, the shape its filter builder writes).
 */
export function stateWhere(state: PublicationState, now: Date): Record<string, unknown> {
  const at = now.toISOString()
  const and =
    state === 'draft'
      ? [{ _status: { equals: 'draft' } }]
      : [
          { _status: { equals: 'published' } },
          { publishedAt: state === 'scheduled' ? { greater_than: at } : { less_than_equal: at } },
        ]
  return { or: [{ and }] }
}

/** A `where` as the query string Payload's list view reads (`where[or][0][and][0][_status][equals]=draft`). */
export function whereQuery(where: Record<string, unknown>): string {
  const pairs: string[] = []
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [child, inner] of Object.entries(value)) walk(inner, `${key}[${child}]`)
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
  }
  walk(where, 'where')
  return pairs.join('&')
}

import type { Field, PayloadRequest } from 'payload'
import { adminLabel, both, inAdminLanguage } from '../admin-text'
import { dateTimePicker, siteTimeZone } from '../site-time-zone'

/** The field's name in every collection that has it. */
export const UNPUBLISH_AT = 'unpublishAt'

const refusal = both(
  '下线时间必须晚于现在，也晚于发布时间。',
  'The take-down time must be later than now and than the publish date.',
)

/** Whether a take-down time may be published: none, or one ahead of now and of the publish date. */
export function takeDownAllowed(unpublishAt: unknown, publishedAt: unknown, now: Date): boolean {
  if (unpublishAt === null || unpublishAt === undefined || unpublishAt === '') return true
  const at = typeof unpublishAt === 'string' ? Date.parse(unpublishAt) : NaN
  if (!Number.isFinite(at) || at <= now.getTime()) return false
  const from = typeof publishedAt === 'string' ? Date.parse(publishedAt) : NaN
  return !Number.isFinite(from) || at > from
}

/**
 * "Take down at": when a published item leaves the site by itself, as if an
 * editor unpublished it then (its pending draft kept). Typed, shown and
 * listed in the company's time zone; a publish with one already past, or
 * before the publish date, is refused.
 */
export const unpublishAtField: Field = {
  name: UNPUBLISH_AT,
  label: adminLabel('下线时间（北京时间）', 'Take down at (Beijing time)'),
  type: 'date',
  index: true,
  timezone: siteTimeZone,
  validate: (
    value: unknown,
    { data, req }: { data: Record<string, unknown>; req: PayloadRequest },
  ) =>
    data._status !== 'published' ||
    takeDownAllowed(value, data.publishedAt, new Date()) ||
    inAdminLanguage(req, refusal),
  admin: {
    position: 'sidebar',
    components: { afterInput: ['/cms/admin/checked-date#CheckedDate'] },
    date: dateTimePicker,
    description: both(
      '可不填。到这个时间，它会自动从网站上撤下（两种语言都是），未发布的草稿会保留。',
      'Optional. At this time it leaves the site by itself, in both languages; a pending draft is kept.',
    ),
  },
}

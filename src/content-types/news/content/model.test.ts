import { describe, expect, it } from 'vitest'
import { calendarMonth, calendarPeriod, visibleArticles } from './model'

describe('the news calendar (the site time zone, Asia/Shanghai)', () => {
  it('groups an instant by the month the site shows it in', () => {
    // 16:00 UTC on the last day of a month is already the next month in Shanghai.
    expect(calendarMonth('2025-12-31T16:00:00.000Z')).toEqual({ year: 2026, month: 1 })
    expect(calendarMonth('2025-12-31T15:59:59.999Z')).toEqual({ year: 2025, month: 12 })
  })

  it('agrees with the zone’s own calendar at every hour of years past, the summer times of 1986-1991 included', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: 'numeric',
    })
    for (
      let instant = Date.UTC(1986, 0, 1);
      instant < Date.UTC(2027, 0, 1);
      instant += 3_600_000 * 7
    ) {
      const parts = format.formatToParts(instant)
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
      const iso = new Date(instant).toISOString()
      expect(calendarMonth(iso), iso).toEqual({ year: part('year'), month: part('month') })
    }
  })

  it('gives the first and last instant of a month and of a year', () => {
    expect(calendarPeriod(2026, 3)).toEqual({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-31T15:59:59.999Z',
    })
    expect(calendarPeriod(2024)).toEqual({
      from: '2023-12-31T16:00:00.000Z',
      to: '2024-12-31T15:59:59.999Z',
    })
  })
})

describe('visibleArticles', () => {
  it('is published and due, and written in the language when one is given', () => {
    const now = new Date('2026-01-02T03:04:05.000Z')
    expect(visibleArticles(now)).toEqual({
      and: [
        { _status: { equals: 'published' } },
        { publishedAt: { less_than_equal: '2026-01-02T03:04:05.000Z' } },
      ],
    })
    // Marked complete in the language, and its text there indeed.
    expect(visibleArticles(now, 'en').and).toContainEqual({
      and: [
        { translations: { in: ['en'] } },
        { title: { exists: true } },
        { summary: { exists: true } },
        { body: { exists: true } },
      ],
    })
  })
})

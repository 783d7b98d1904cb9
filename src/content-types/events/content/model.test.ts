import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  byTime,
  eventCalendar,
  eventJsonLd,
  eventProblems,
  eventTimeText,
  registrationOpen,
  type EventFacts,
} from './model'

const at = (iso: string) => new Date(iso)
const now = at('2026-11-29T00:00:00Z')

const summit: EventFacts = {
  id: 7,
  title: '天衍开发者大会 2026：中医药大模型与智能体的下一步，以及一个足够长、需要折行的标题',
  summary: '发布新一代模型，展示中医药与植物领域的应用。',
  start: at('2026-12-03T06:00:00Z'),
  end: at('2026-12-03T08:30:00Z'),
  place: { mode: 'offline', venue: '郑州国际会展中心', city: '郑州' },
  registration: 'https://events.example.com/register?id=7',
}
const webinar: EventFacts = {
  ...summit,
  id: 8,
  title: 'Reasoning models, explained',
  start: at('2026-10-01T12:00:00Z'),
  end: at('2026-10-01T13:00:00Z'),
  place: { mode: 'online', link: 'https://live.example.com/webinar' },
  registration: null,
}

describe('the events in time', () => {
  it('lists upcoming events soonest first, one under way among them, and past ones newest first', () => {
    const later = {
      ...summit,
      id: 9,
      start: at('2027-01-05T02:00:00Z'),
      end: at('2027-01-05T04:00:00Z'),
    }
    const underWay = {
      ...summit,
      id: 10,
      start: at('2026-11-28T23:00:00Z'),
      end: at('2026-11-29T02:00:00Z'),
    }
    const older = {
      ...webinar,
      id: 11,
      start: at('2025-05-01T02:00:00Z'),
      end: at('2025-05-01T03:00:00Z'),
    }
    const { upcoming, past } = byTime([later, older, summit, webinar, underWay], now)
    expect(upcoming.map((event) => event.id)).toEqual([10, 7, 9])
    expect(past.map((event) => event.id)).toEqual([8, 11])
  })

  it('keeps registration open until the event starts, and only with a registration page', () => {
    expect(registrationOpen(summit, now)).toBe(true)
    expect(registrationOpen(summit, at('2026-12-03T06:00:00Z'))).toBe(false)
    expect(registrationOpen({ ...summit, registration: null }, now)).toBe(false)
  })
})

describe('eventProblems', () => {
  const fine = {
    start: '2026-12-03T06:00:00Z',
    end: '2026-12-03T08:30:00Z',
    mode: 'offline',
    venue: '郑州国际会展中心',
    city: '郑州',
    registration: 'https://events.example.com/r',
  }

  it('finds nothing wrong with a complete event, offline or online', () => {
    expect(eventProblems(fine)).toEqual([])
    expect(
      eventProblems({ ...fine, mode: 'online', venue: '', link: 'https://live.example.com' }),
    ).toEqual([])
  })

  it('refuses an end before the start, a missing place or link, and links that are not of the web', () => {
    expect(eventProblems({ ...fine, end: '2026-12-03T05:00:00Z' })).toEqual(['endBeforeStart'])
    expect(eventProblems({ ...fine, end: fine.start })).toEqual(['endBeforeStart'])
    expect(eventProblems({ ...fine, end: null })).toEqual(['endBeforeStart'])
    expect(eventProblems({ ...fine, city: ' ' })).toEqual(['offlineWithoutPlace'])
    expect(eventProblems({ ...fine, mode: 'online', link: '' })).toEqual(['onlineWithoutLink'])
    expect(eventProblems({ ...fine, mode: 'online', link: 'javascript:alert(1)' })).toEqual([
      'linkNotWeb',
    ])
    expect(eventProblems({ ...fine, registration: 'ftp://x.example' })).toEqual([
      'registrationNotWeb',
    ])
  })
})

describe('eventTimeText', () => {
  it('says when in the page language, in the company’s time zone, named', () => {
    expect(eventTimeText(summit, 'zh')).toBe('2026年12月3日 14:00–16:30（中国标准时间）')
    expect(eventTimeText(summit, 'en')).toBe('3 December 2026, 14:00–16:30 (China Standard Time)')
    const twoDays = { start: summit.start, end: at('2026-12-04T09:00:00Z') }
    expect(eventTimeText(twoDays, 'zh')).toBe(
      '2026年12月3日 14:00 – 2026年12月4日 17:00（中国标准时间）',
    )
    expect(eventTimeText(twoDays, 'en')).toContain('4 December 2026')
  })
})

describe('eventCalendar', () => {
  const options = {
    host: 'tianyan.example',
    page: 'https://tianyan.example/events/7',
    stamp: at('2026-11-20T01:02:03Z'),
    locale: 'zh' as const,
  }
  /** The calendar file read by a calendar's own parser: its one event. */
  function parsed(text: string) {
    const calendar = ICAL.Component.fromString(text)
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    return events[0]!
  }

  it('is one VEVENT with its UID, stamp, start and end in UTC, summary and place', () => {
    const text = eventCalendar(summit, options)
    const event = parsed(text)
    expect(event.getFirstPropertyValue('uid')).toBe('event-7@tianyan.example')
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T01:02:03Z')
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-03T06:00:00Z')
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-12-03T08:30:00Z')
    expect(event.getFirstPropertyValue('summary')).toBe(summit.title)
    expect(event.getFirstPropertyValue('location')).toBe('郑州国际会展中心，郑州')
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
  })

  it('gives an online event its link as URL, and no LOCATION', () => {
    const event = parsed(eventCalendar(webinar, options))
    expect(event.getFirstPropertyValue('url')).toBe('https://live.example.com/webinar')
    expect(event.getFirstPropertyValue('location')).toBeNull()
  })

  it('folds its lines at 75 octets, never inside a character', () => {
    const text = eventCalendar(summit, options)
    const lines = text.split('\r\n')
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(text).not.toContain('\uFFFD')
  })
})

describe('eventJsonLd', () => {
  const organizer = { name: '天衍智能', url: 'https://tianyan.example' }

  it('describes an offline event at a Place, an online one at a VirtualLocation', () => {
    const offline = eventJsonLd(summit, {
      page: 'https://tianyan.example/events/7',
      locale: 'zh',
      organizer,
    })
    expect(offline).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-03T06:00:00.000Z',
      endDate: '2026-12-03T08:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: '郑州国际会展中心',
        address: { addressLocality: '郑州' },
      },
      offers: { url: summit.registration },
    })
    const online = eventJsonLd(webinar, {
      page: 'https://tianyan.example/en/events/8',
      locale: 'en',
      organizer,
    })
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://live.example.com/webinar' },
    })
    expect(online).not.toHaveProperty('offers')
  })
})

import ical, { ICalEventStatus } from 'ical-generator'
import { timeZone, type Locale } from '@/i18n/locales'
import { webAddress } from '@/lib/web-address'

/** Where an event happens: at a venue in a city, or online at a link. */
export type EventPlace =
  { mode: 'offline'; venue: string; city: string } | { mode: 'online'; link: string }

/** An event as the site shows it, in one language. */
export type EventFacts = {
  id: number
  title: string
  summary: string
  start: Date
  end: Date
  place: EventPlace
  /** The registration page (a web address), or null. */
  registration: string | null
}

/** An event is upcoming until it ends: one under way is still listed first. */
export const isUpcoming = (event: Pick<EventFacts, 'end'>, now: Date) =>
  event.end.getTime() > now.getTime()

/** Registration stays open until the event starts. */
export const registrationOpen = (event: Pick<EventFacts, 'start' | 'registration'>, now: Date) =>
  event.registration !== null && event.start.getTime() > now.getTime()

/** Upcoming events soonest first, then past ones newest first. */
export function byTime<T extends Pick<EventFacts, 'start' | 'end'>>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const start = (event: T) => event.start.getTime()
  return {
    upcoming: events.filter((event) => isUpcoming(event, now)).sort((a, b) => start(a) - start(b)),
    past: events.filter((event) => !isUpcoming(event, now)).sort((a, b) => start(b) - start(a)),
  }
}

/** What keeps an event from being published (a draft may be incomplete). */
export type EventProblem =
  | 'endBeforeStart'
  | 'onlineWithoutLink'
  | 'offlineWithoutPlace'
  | 'registrationNotWeb'
  | 'linkNotWeb'

/** An event's fields as an editor saves them. */
export type EventInput = {
  start?: string | Date | null
  end?: string | Date | null
  mode?: string | null
  venue?: string | null
  city?: string | null
  link?: string | null
  registration?: string | null
}

const time = (value: string | Date | null | undefined) =>
  value ? new Date(value).getTime() : Number.NaN
const filled = (value: string | null | undefined) => Boolean(value?.trim())

/** The problems of an event to be published, in the order an editor meets the fields. */
export function eventProblems(input: EventInput): EventProblem[] {
  const problems: EventProblem[] = []
  if (!(time(input.end) > time(input.start))) problems.push('endBeforeStart')
  if (input.mode === 'online' && !filled(input.link)) problems.push('onlineWithoutLink')
  if (input.mode === 'online' && filled(input.link) && !webAddress(input.link))
    problems.push('linkNotWeb')
  if (input.mode !== 'online' && (!filled(input.venue) || !filled(input.city)))
    problems.push('offlineWithoutPlace')
  if (filled(input.registration) && !webAddress(input.registration))
    problems.push('registrationNotWeb')
  return problems
}

const intlLocale: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB' }

/**
 * When an event happens, in the page language's conventions and the
 * company's time zone, named: "2026年12月3日 14:00–16:30（中国标准时间）",
 * "3 December 2026, 14:00–16:30 (China Standard Time)".
 */
export function eventTimeText(event: Pick<EventFacts, 'start' | 'end'>, locale: Locale): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale[locale], { timeZone, ...options })
  const hours = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
  const days = { year: 'numeric', month: 'long', day: 'numeric' } as const
  const [clock, day] = [format(hours), format(days)]
  const zone = format({ timeZoneName: 'long' })
    .formatToParts(event.start)
    .find((part) => part.type === 'timeZoneName')?.value
  if (locale === 'en') {
    return `${format({ ...days, ...hours }).formatRange(event.start, event.end)} (${zone})`
  }
  // Chinese dates read 2026年12月3日 only without the clock in the same format.
  const [from, to] = [event.start, event.end].map((at) => `${day.format(at)} ${clock.format(at)}`)
  const oneDay = day.format(event.start) === day.format(event.end)
  const range = oneDay ? `${from}–${clock.format(event.end)}` : `${from} – ${to}`
  return `${range}（${zone}）`
}

/** Where an event happens, as one line in the page language ("场地，城市", "Venue, City"). */
export const placeText = (place: EventPlace, locale: Locale) =>
  place.mode === 'offline'
    ? `${place.venue}${locale === 'zh' ? '，' : ', '}${place.city}`
    : place.link

/**
 * The event as a calendar file (RFC 5545): one VEVENT with its UID, stamp,
 * start and end in UTC, summary, and its place or online link.
 */
export function eventCalendar(
  event: EventFacts,
  { host, page, stamp, locale }: { host: string; page: string; stamp: Date; locale: Locale },
): string {
  const calendar = ical({ prodId: { company: host, product: 'events' } })
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    stamp,
    start: event.start,
    end: event.end,
    summary: event.title,
    description: `${event.summary}\n${page}`,
    status: ICalEventStatus.CONFIRMED,
    ...(event.place.mode === 'offline'
      ? { location: placeText(event.place, locale), url: page }
      : { url: event.place.link }),
  })
  return calendar.toString()
}

const schema = (name: string) => `https://schema.org/${name}`

/** schema.org's Event for the event's page. */
export function eventJsonLd(
  event: EventFacts,
  {
    page,
    locale,
    organizer,
  }: { page: string; locale: Locale; organizer: { name: string; url: string } },
) {
  const { place } = event
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    startDate: event.start.toISOString(),
    endDate: event.end.toISOString(),
    eventStatus: schema('EventScheduled'),
    eventAttendanceMode: schema(
      place.mode === 'offline' ? 'OfflineEventAttendanceMode' : 'OnlineEventAttendanceMode',
    ),
    location:
      place.mode === 'offline'
        ? {
            '@type': 'Place',
            name: place.venue,
            address: { '@type': 'PostalAddress', addressLocality: place.city },
          }
        : { '@type': 'VirtualLocation', url: place.link },
    url: page,
    inLanguage: intlLocale[locale],
    organizer: { '@type': 'Organization', ...organizer },
    ...(event.registration ? { offers: { '@type': 'Offer', url: event.registration } } : {}),
  }
}

import { sharedRoot } from '@/content/content-type'

/**
 * The paths of the events, without a locale prefix (src/i18n/paths.ts adds
 * it): the only place that spells them.
 */
const list = '/events'
const previewRoot = `${list}/preview`
const calendarFile = 'calendar.ics'

/** The list: upcoming events, then page `page` of the past ones (the first when left out). */
export function eventsHref(page = 1): string {
  return page > 1 ? `${list}?page=${page}` : list
}

/** An event's page. */
export function eventHref(id: number): string {
  return `${list}/${id}`
}

/** An event's calendar file (`.ics`). */
export function eventCalendarHref(id: number): string {
  return `${eventHref(id)}/${calendarFile}`
}

/** The id segment of an event's path (`/events/{segment}`); undefined for other paths. */
export function eventSegment(path: string): string | undefined {
  const segment = new RegExp(`^${list}/([^/]+)/?$`).exec(path)?.[1]
  return segment === 'preview' ? undefined : segment
}

export const eventRoutes = {
  list,
  /** Where editors preview an event, followed by `/{id}`. */
  preview: previewRoot,
  /** What an event's URL shows while the events cannot be read (no public URL names it). */
  unavailable: `${sharedRoot('events')}/unavailable`,
} as const

/**
 * The events' pages on the routes every type shares (content-type.ts): the
 * list at a page of past events (`/list/{page}`), an event (`/item/{id}`),
 * its calendar file (`/item/{id}/calendar.ics`) and an editor's preview.
 */
export const eventsShared = {
  route(path: string, search?: URLSearchParams): string | undefined {
    if (path === list) return `/list/${pastPage(search?.get('page'))}`
    const id = eventSegment(path)
    if (id !== undefined) return `/item/${id}`
    const file = new RegExp(`^${list}/([^/]+)/${calendarFile.replace('.', '\\.')}$`).exec(path)?.[1]
    if (file !== undefined) return `/item/${file}/${calendarFile}`
    const preview = new RegExp(`^${previewRoot}/([^/]+)/?$`).exec(path)?.[1]
    return preview === undefined ? undefined : `/preview/${preview}`
  },
  back(route: string): string {
    const [, page, value, file] = route.split('/')
    if (page === 'item' && value) return file ? `${list}/${value}/${file}` : `${list}/${value}`
    if (page === 'preview' && value) return `${previewRoot}/${value}`
    if (page === 'list' && value) return eventsHref(Number(value) || 1)
    return list
  },
}

/** The page of past events a query names: a whole number from 1 (1 otherwise). */
function pastPage(value: string | null | undefined): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

import type { ContentType } from '@/content/content-type'
import { eventCoverArt, eventsHue } from './cover-art'
import { eventHref, eventRoutes, eventSegment, eventsHref, eventsShared } from './routes'

/** Events: launches, conferences, webinars and meet-ups, upcoming and past. */
export const events = {
  collection: 'events',
  labels: {
    singular: { zh: '活动', en: 'Event' },
    plural: { zh: '活动', en: 'Events' },
  },
  preview: eventRoutes.preview,
  item: {
    kind: 'event',
    href: eventHref,
    segmentOf: eventSegment,
    unavailable: eventRoutes.unavailable,
    list: eventRoutes.list,
    listHref: eventsHref(),
    linksOtherLanguage: true,
  },
  search: {
    kind: 'event',
    href: eventHref,
    list: eventRoutes.list,
    words: ['活动', '会议', '大会', 'event', 'events', 'conference', 'conferences'],
  },
  listCard: { page: 'events', hue: eventsHue, title: 'events.title', detail: 'events.intro' },
  nav: { key: 'events', list: eventRoutes.list, after: 'news' },
  shared: eventsShared,
  cover: { art: eventCoverArt },
} as const satisfies ContentType

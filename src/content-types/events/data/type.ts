import 'server-only'
import { locales, type Locale } from '@/i18n/locales'
import { latestOf, type ItemCard, type ItemTypeData, type SitemapPage } from '@/data/type-data'
import { getTranslations } from 'next-intl/server'
import { eventArt } from '../content/cover-art'
import { eventTimeText } from '../content/model'
import { eventHref, eventRoutes } from '../content/routes'
import { getEvent, getEventLocales, getEvents } from './read'

/** The events list (changed with its latest event) and every event in its languages. */
async function eventPages(): Promise<SitemapPage[]> {
  const perEvent = new Map<number, { lastModified: Date; locales: Locale[] }>()
  const all: { updatedAt: string }[] = []
  for (const locale of locales) {
    for (const event of await getEvents(locale)) {
      all.push(event)
      const entry = perEvent.get(event.id) ?? { lastModified: new Date(0), locales: [] }
      const changed = new Date(event.updatedAt)
      if (changed > entry.lastModified) entry.lastModified = changed
      entry.locales.push(locale)
      perEvent.set(event.id, entry)
    }
  }
  return [
    { href: eventRoutes.list, lastModified: latestOf(all), locales },
    ...[...perEvent].map(([id, entry]) => ({ href: eventHref(id), ...entry })),
  ]
}

/** An event's card: its title and time on the events' art. */
async function eventCard(locale: Locale, id: number): Promise<ItemCard | null> {
  const event = await getEvent(locale, id)
  if (!event) return null
  const t = await getTranslations({ locale })
  return {
    eyebrow: t('events.title'),
    title: event.title,
    detail: eventTimeText(event, locale),
    art: eventArt(id),
  }
}

/** The events in the sitemaps, the proxy's lookup and the share cards. */
export const eventsData = {
  pages: eventPages,
  locales: getEventLocales,
  card: eventCard,
} satisfies ItemTypeData

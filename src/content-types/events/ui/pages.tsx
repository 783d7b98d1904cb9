import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContentImage } from '@/components/ui/content-image'
import { JsonLd } from '@/components/ui/json-ld'
import { PageHeader } from '@/components/ui/page-header'
import { PreviewNotice } from '@/components/ui/preview-notice'
import { RichText } from '@/components/ui/rich-text'
import { StateMessage } from '@/components/ui/state-message'
import { socialMetadata } from '@/features/share/social-metadata'
import { HomeSection, SectionLink } from '@/features/home/home-section'
import type { TypeUi } from '@/features/types'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { getSiteSettings } from '@/data/site'
import { eventCalendar, eventJsonLd } from '../content/model'
import { eventHref, eventRoutes, eventsHref } from '../content/routes'
import {
  getEvent,
  getEventLocales,
  getEvents,
  getEventsPage,
  getPreviewEvent,
  type EventItem,
} from '../data/read'
import { byTime } from '../content/model'
import { EventBreadcrumb, EventCard, EventFactsPanel } from './event-parts'

async function listMetadata(locale: Locale, view: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events' })
  const page = Number(view) || 1
  const href = eventsHref(page)
  return {
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('intro'),
    alternates: alternates(siteOrigin(), href, locale),
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'events' },
      { title: t('title'), description: t('intro'), url: absoluteUrl(siteOrigin(), href, locale) },
    )),
  }
}

/** A part of the list (upcoming or past): its heading, its cards, or what it has none of. */
function EventsPart({
  id,
  title,
  events,
  empty,
  locale,
  children,
}: {
  id: string
  title: string
  events: EventItem[]
  empty: string
  locale: Locale
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-10">
      <h2 id={id} className="text-heading text-ink">
        {title}
      </h2>
      {events.length ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6">
          <StateMessage message={empty} />
        </div>
      )}
      {children}
    </section>
  )
}

async function EventsList({ locale, page }: { locale: Locale; page: number }) {
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'events' }),
    getEventsPage(locale, page),
  ])
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader title={t('title')} intro={t('intro')} />
      <EventsPart
        id="upcoming"
        title={t('upcoming')}
        events={list.upcoming}
        empty={t('noUpcoming')}
        locale={locale}
      />
      <EventsPart
        id="past"
        title={t('past')}
        events={list.past}
        empty={t('noPast')}
        locale={locale}
      >
        {list.pages > 1 ? (
          <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap gap-2">
            {Array.from({ length: list.pages }, (_, index) => index + 1).map((number) => (
              <Link
                key={number}
                href={eventsHref(number)}
                aria-current={number === list.page ? 'page' : undefined}
                aria-label={t('pageLabel', { page: number })}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control border border-line bg-surface font-bold text-ink tabular-nums hover:border-ink aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand"
              >
                {number}
              </Link>
            ))}
          </nav>
        ) : null}
      </EventsPart>
    </div>
  )
}

async function EventView({
  event,
  locale,
  notice,
}: {
  event: EventItem
  locale: Locale
  notice?: string
}) {
  const site = await getSiteSettings(locale)
  const t = await getTranslations({ locale, namespace: 'a11y' })
  return (
    <article className="container-page max-w-4xl py-10 sm:py-12">
      {notice ? <PreviewNotice>{notice}</PreviewNotice> : null}
      <EventBreadcrumb locale={locale} title={event.title} />
      <header className="mt-6 flex flex-col gap-4">
        <h1 className="text-[1.75rem] leading-snug tracking-tight sm:text-title desktop:text-[2.5rem] desktop:leading-tight">
          {event.title}
        </h1>
        <p className="text-lead text-muted">{event.summary}</p>
      </header>
      <div className="mt-8">
        <EventFactsPanel event={event} locale={locale} now={new Date()} />
      </div>
      <ContentImage
        image={event.cover}
        sizes="(min-width: 56rem) 52rem, calc(100vw - 2.5rem)"
        className="mt-8 aspect-video w-full rounded-card bg-canvas object-cover"
      />
      <RichText
        data={event.body}
        locale={locale}
        siteOrigin={siteOrigin()}
        newTabLabel={t('opensInNewTab')}
        className="article-body mt-10"
      />
      <JsonLd
        data={eventJsonLd(event, {
          page: absoluteUrl(siteOrigin(), eventHref(event.id), locale),
          locale,
          organizer: { name: site.companyName, url: absoluteUrl(siteOrigin(), '/', locale) },
        })}
      />
    </article>
  )
}

/** The next upcoming event on the home page, when there is one. */
async function NextEvent({ locale }: { locale: Locale }) {
  const [t, all] = await Promise.all([
    getTranslations({ locale, namespace: 'home.events' }),
    getEvents(locale),
  ])
  const next = byTime(all, new Date()).upcoming[0]
  if (!next) return null
  return (
    <HomeSection
      id="events"
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={<SectionLink href={eventRoutes.list}>{t('all')}</SectionLink>}
    >
      <EventCard event={next} locale={locale} wide />
    </HomeSection>
  )
}

/** The events' pages on the shared routes, and their home section. */
export const eventsUi = {
  list: {
    views: ['1'],
    metadata: listMetadata,
    page: (locale, view) => <EventsList locale={locale} page={Number(view) || 1} />,
  },
  item: {
    async metadata(locale, id) {
      const event = await getEvent(locale, id)
      if (!event) return {}
      const href = eventHref(id)
      return {
        title: event.title,
        description: event.summary,
        alternates: alternates(siteOrigin(), href, locale, await getEventLocales(id)),
        ...(await socialMetadata(
          locale,
          { kind: 'event', id },
          {
            title: event.title,
            description: event.summary,
            url: absoluteUrl(siteOrigin(), href, locale),
          },
        )),
      }
    },
    async page(locale, id) {
      const event = await getEvent(locale, id)
      return event && <EventView event={event} locale={locale} />
    },
  },
  async preview(locale, id, headers) {
    const [event, t] = await Promise.all([
      getPreviewEvent(locale, id, headers),
      getTranslations({ locale, namespace: 'events' }),
    ])
    return event && <EventView event={event} locale={locale} notice={t('preview')} />
  },
  unavailable: {
    async metadata(locale) {
      const t = await getTranslations({ locale, namespace: 'events' })
      return { title: t('loadFailed'), robots: { index: false, follow: false } }
    },
    page: async (locale: Locale) => {
      const t = await getTranslations({ locale, namespace: 'events' })
      return (
        <div className="container-page py-16">
          <StateMessage tone="error" message={t('loadFailed')} />
        </div>
      )
    },
  },
  files: {
    async 'calendar.ics'(locale, id) {
      const event = await getEvent(locale, id)
      if (!event) return null
      const page = absoluteUrl(siteOrigin(), eventHref(id), locale)
      const body = eventCalendar(event, {
        locale,
        host: new URL(siteOrigin()).host,
        page,
        stamp: new Date(event.updatedAt),
      })
      return new Response(body, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="event-${id}.ics"`,
          'Cache-Control': 'public, max-age=0, must-revalidate',
        },
      })
    },
  },
  home: { after: 'news', Section: NextEvent },
} satisfies TypeUi

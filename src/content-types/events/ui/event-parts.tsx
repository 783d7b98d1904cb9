import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/ui/breadcrumb'
import { ContentImage } from '@/components/ui/content-image'
import { ExternalLink } from '@/components/ui/external-link'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { eventTimeText, isUpcoming, placeText, registrationOpen } from '../content/model'
import { eventCalendarHref, eventHref, eventRoutes } from '../content/routes'
import type { EventItem } from '../data/read'

const primary =
  'inline-flex min-h-11 items-center gap-2 rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong'
const secondary =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-surface px-5 font-bold text-ink hover:border-brand hover:text-brand'

/**
 * One event in a list: cover, time, title, place and summary, all one link.
 * `wide`: the cover beside the text from tablets up (a card on its own in a row).
 */
export async function EventCard({
  event,
  locale,
  wide = false,
}: {
  event: EventItem
  locale: Locale
  wide?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'events' })
  return (
    <article className={`group card-action h-full flex-col ${wide ? 'md:flex-row' : ''}`}>
      <ContentImage
        image={event.cover}
        sizes="(min-width: 64rem) 36rem, (min-width: 48rem) 45vw, calc(100vw - 2.5rem)"
        className={`aspect-[2/1] w-full bg-canvas object-cover ${wide ? 'md:w-1/2 md:shrink-0' : ''}`}
      />
      <div
        className={`flex flex-1 flex-col gap-3 p-4 sm:p-5 ${wide ? 'md:justify-center md:p-8' : ''}`}
      >
        <p className="text-sm text-muted">
          <time dateTime={event.start.toISOString()}>{eventTimeText(event, locale)}</time>
        </p>
        <h3
          className={`line-clamp-2 leading-snug text-pretty text-ink ${wide ? 'text-lg md:text-heading' : 'text-lg'}`}
        >
          <Link href={eventHref(event.id)} className="stretched-link">
            {event.title}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="tag">
            {event.place.mode === 'online' ? t('online') : event.place.city}
          </span>
        </p>
        <p
          className={`text-sm leading-relaxed text-body ${wide ? 'line-clamp-3 md:text-base' : 'line-clamp-2'}`}
        >
          {event.summary}
        </p>
      </div>
    </article>
  )
}

/** Home › Events › the event. */
export async function EventBreadcrumb({ locale, title }: { locale: Locale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'events.breadcrumb' })
  return (
    <Breadcrumb
      label={t('label')}
      items={[
        { label: t('home'), href: '/' },
        { label: t('events'), href: eventRoutes.list },
        { label: title },
      ]}
    />
  )
}

/** When and where, the register button while it is upcoming, and its calendar file. */
export async function EventFactsPanel({
  event,
  locale,
  now,
}: {
  event: EventItem
  locale: Locale
  now: Date
}) {
  const [t, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'events' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])
  return (
    <div className="card grid gap-6 p-5 sm:p-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('when')}</dt>
          <dd className="mt-1 text-ink">
            <time dateTime={event.start.toISOString()}>{eventTimeText(event, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('where')}</dt>
          <dd className="mt-1 break-words text-ink">
            {event.place.mode === 'online' ? (
              <ExternalLink
                href={event.place.link}
                newTabLabel={tA11y('opensInNewTab')}
                className="text-link"
              >
                {t('onlineLink')}
              </ExternalLink>
            ) : (
              placeText(event.place, locale)
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {registrationOpen(event, now) && event.registration ? (
          <ExternalLink
            href={event.registration}
            newTabLabel={tA11y('opensInNewTab')}
            className={primary}
          >
            {t('register')}
          </ExternalLink>
        ) : null}
        {isUpcoming(event, now) ? (
          <a
            href={localizedPath(eventCalendarHref(event.id), locale)}
            download={`event-${event.id}.ics`}
            className={secondary}
          >
            {t('addToCalendar')}
          </a>
        ) : (
          <p className="text-muted">{t('ended')}</p>
        )}
      </div>
    </div>
  )
}

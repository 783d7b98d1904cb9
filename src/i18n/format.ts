import { formatLocale, timeZone, type Locale } from './locales'

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar date as the locale writes it, in the site's time zone (2024年3月18日, March 18, 2024). */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

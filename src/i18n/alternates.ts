import { defaultLocale, locales, type Locale } from './locales'
import { localizedPath, type Href } from './paths'

/** Absolute URL of `href` in `locale`. */
export function absoluteUrl(origin: string, href: Href, locale: Locale): string {
  return `${origin}${localizedPath(href, locale)}`
}

/**
 * Canonical and hreflang links (zh, en, x-default) of a page, for
 * `generateMetadata` (and the sitemaps). `available` limits the alternates to
 * the languages the page exists in.
 */
export function alternates(
  origin: string,
  href: Href,
  locale: Locale,
  available: readonly Locale[] = locales,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {}
  for (const l of available) languages[l] = absoluteUrl(origin, href, l)
  if (available.includes(defaultLocale)) {
    languages['x-default'] = absoluteUrl(origin, href, defaultLocale)
  }
  return { canonical: absoluteUrl(origin, href, locale), languages }
}

import { defaultLocale, isLocale, type Locale } from './locales'

/** A site path, with an optional query and hash, as written in code (without a locale). */
export type Href = string | { pathname: string; query?: Record<string, string>; hash?: string }

/**
 * The one helper that builds localized paths: `/x` in Chinese, `/en/x` in
 * English, query and hash kept. Used by links, redirects, alternates and sitemaps.
 */
export function localizedPath(href: Href, locale: Locale): string {
  const { pathname, search, hash } = parts(href)
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  const path = prefix && pathname === '/' ? prefix : `${prefix}${pathname}`
  return `${path}${search}${hash}`
}

/** The locale of a public path and the path without its locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  const first = pathname.split('/')[1]
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, pathname: pathname.slice(first.length + 1) || '/' }
  }
  return { locale: defaultLocale, pathname }
}

function parts(href: Href): { pathname: string; search: string; hash: string } {
  if (typeof href === 'string') {
    const url = new URL(href, 'http://site.invalid')
    return { pathname: url.pathname, search: url.search, hash: url.hash }
  }
  const query =
    href.query && Object.keys(href.query).length > 0
      ? `?${new URLSearchParams(href.query).toString()}`
      : ''
  return { pathname: href.pathname, search: query, hash: href.hash ? `#${href.hash}` : '' }
}

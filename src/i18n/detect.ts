import { defaultLocale, isLocale, locales, type Locale } from './locales'

/** Longest cookie value worth reading; anything longer is ignored as garbage. */
const MAX_COOKIE_LENGTH = 16
/** Accept-Language headers longer than this are ignored rather than parsed. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 1024

/** The locale stored by the switcher, or `undefined` when absent or not a known locale. */
export function localeFromCookie(value: string | undefined): Locale | undefined {
  if (!value || value.length > MAX_COOKIE_LENGTH) return undefined
  return isLocale(value) ? value : undefined
}

/** Language tags of an `Accept-Language` header, best first (by q, then by order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return []
  return header
    .split(',')
    .map((part, index) => {
      const [rawTag = '', ...params] = part.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { tag: rawTag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/**
 * Picks a locale for a list of preferred language tags: an exact match first
 * (`en`), then a match by language prefix (`en-GB` → `en`, `zh-TW` → `zh`).
 */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  const tags = preferred.map((tag) => tag.toLowerCase())
  for (const tag of tags) {
    if (isLocale(tag)) return tag
  }
  for (const tag of tags) {
    const language = tag.split('-')[0]
    const match = locales.find((locale) => locale === language)
    if (match) return match
  }
  return undefined
}

export type DetectionSource = 'url' | 'cookie' | 'browser' | 'default'

/** The locale a visitor of `/` gets, and why. */
export function detectLocale(input: {
  cookie: string | undefined
  acceptLanguage: string | null | undefined
}): { locale: Locale; source: DetectionSource } {
  const fromCookie = localeFromCookie(input.cookie)
  if (fromCookie) return { locale: fromCookie, source: 'cookie' }
  const fromBrowser = matchLocale(parseAcceptLanguage(input.acceptLanguage))
  if (fromBrowser) return { locale: fromBrowser, source: 'browser' }
  return { locale: defaultLocale, source: 'default' }
}

/**
 * Whether a request for `/` is a move inside the site rather than an arrival
 * (the locale rules, src/routing/site-route.ts): the browser marks requests from this origin,
 * Next's own payload requests included, with `Sec-Fetch-Site: same-origin`;
 * from browsers that do not send that header, a `Referer` on this host says
 * the same. Detection runs only on arrival.
 */
export function isInSiteNavigation(request: {
  host: string | null
  secFetchSite: string | null
  referer: string | null
}): boolean {
  if (request.secFetchSite) return request.secFetchSite === 'same-origin'
  if (!request.referer || !request.host) return false
  try {
    return new URL(request.referer).host === request.host.toLowerCase()
  } catch {
    return false
  }
}

import {
  newsViewKey,
  newsViewKeyOf,
  parseNewsViewKey,
  plainNewsQuery,
} from '@/content-types/news/content/query'
import { newsListHref, newsRoutes } from '@/content-types/news/content/routes'
import { parseProfileTab, profileTabValue } from '@/content/profile/tabs'
import { profileRoutes } from '@/content/profile/routes'
import { sharedRoutes } from '@/content/content-type'
import { appPathOf, isPreviewPath, itemPagesOf, itemTypes, type ItemKind } from '@/content/types'
import { detectLocale, isInSiteNavigation } from '@/i18n/detect'
import type { Locale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { variantForHost, type HostVariant } from '@/lib/host-variant'
import { parseId } from '@/lib/parse-id'
import { keptQueryTarget } from './address-query'
import { isUnder, unmatchedPath } from './public-path'

/**
 * The site's routing rules, pure: what a request's URL and headers make of
 * it. `src/proxy.ts` applies them; they are unit-tested beside this file
 * (docs/architecture.md).
 */

/** What the rules read of a request. */
export type RouteInput = {
  pathname: string
  search: URLSearchParams
  host: string | null
  /** The host name containing this marker is the alternative variant (HOST_VARIANT_MARKER). */
  variantMarker: string
  /** The language switcher's cookie. */
  localeCookie: string | undefined
  acceptLanguage: string | null
  secFetchSite: string | null
  referer: string | null
  /** Whether the request carries a CMS session cookie (editors' previews). */
  hasCmsSession: boolean
  /** Whether it carries a shared preview link's token (reviewers' previews; checked by the page). */
  hasPreviewToken?: boolean
  now: Date
}

/** The route that renders a page, with the status to answer when it is not the route's own. */
export type Rewrite = {
  kind: 'rewrite'
  /** The app route, `/{variant}/{locale}/…` (the query is kept as it came). */
  route: string
  locale: Locale
  variant: HostVariant
  status?: number
  /** A 404 for an article that visitors can read in the other language only. */
  otherLanguage?: true
  /**
   * The key of the news list's view, when the URL is the list with a query
   * that names a view other than the plain list: whether that view exists is
   * asked of the server (`newsListRoute`).
   */
  newsView?: string
}

/**
 * A redirect; `detected` when it comes from language detection (it varies by
 * request headers); `fromReferer` when it is made of the page the visitor
 * came from (kept by no cache); `search` replaces the query when given.
 */
export type Redirect = {
  kind: 'redirect'
  pathname: string
  status: 303 | 307 | 308
  detected?: true
  fromReferer?: true
  search?: string
}

/** An article's or an opening's page: where it goes depends on whether visitors can read the item. */
export type ItemRoute = {
  kind: 'item'
  item: ItemKind
  id: number
  locale: Locale
  variant: HostVariant
  /** The page's own route, when the item is readable. */
  route: string
}

/** What the server says of an item (src/routing/item-state.ts). */
export const itemStates = [
  'readable',
  'missing',
  'other-language',
  'unavailable',
  'unknown',
] as const
export type ItemState = (typeof itemStates)[number]

/** Paths of routes that only the rules below lead to: asked for directly, they are the 404 page. */
const hiddenRoutes = [
  newsRoutes.viewRoot,
  profileRoutes.tabRoot,
  sharedRoutes,
  ...itemTypes.map((type) => type.unavailable),
]

/**
 * The route of a request:
 * - `/zh/x` redirects to `/x` (308), query kept;
 * - only `/` detects the language (cookie, then Accept-Language), only when
 *   arriving from outside the site, and only `en` redirects (307);
 * - `/en/x` is English, any other path Chinese: the URL always wins;
 * - `/profile?tab=1|2` is the prerendered tab, any other value the company tab;
 * - `/news` is the one list route, at the view its query names by form;
 * - an article's or an opening's page asks whether the item can be read (ItemRoute);
 * - an editor's preview without a CMS session, and the hidden routes, are the 404 page;
 * - everything is rewritten to `/{variant}/{locale}/x`, the variant coming from the host,
 *   so that pages stay prerendered per variant.
 */
export function routeOf(input: RouteInput): Rewrite | Redirect | ItemRoute {
  const { pathname, search } = input
  // A language link drawn on a page served from cache, completed with the
  // query of the page it was followed from (the openings' filters).
  const kept = keptQueryTarget(pathname, search, input.referer)
  if (kept !== null) {
    const [keptPath = '/', keptQuery] = kept.split('?')
    const query = keptQuery ? `?${keptQuery}` : ''
    return { kind: 'redirect', pathname: keptPath, search: query, status: 303, fromReferer: true }
  }
  if (pathname === '/zh' || pathname.startsWith('/zh/')) {
    return { kind: 'redirect', pathname: pathname.slice(3) || '/', status: 308 }
  }
  if (pathname === '/' && !isInSiteNavigation({ ...input, host: input.host })) {
    const { locale } = detectLocale({
      cookie: input.localeCookie,
      acceptLanguage: input.acceptLanguage,
    })
    if (locale === 'en') return { kind: 'redirect', pathname: '/en', status: 307, detected: true }
  }

  const { locale, pathname: path } = splitLocale(pathname)
  const variant = variantForHost(input.host, input.variantMarker)
  const rewrite = (route: string, status?: number): Rewrite => ({
    kind: 'rewrite',
    route: `/${variant}/${locale}${route === '/' ? '' : route}`,
    locale,
    variant,
    ...(status ? { status } : {}),
  })

  if (hiddenRoutes.some((root) => isUnder(path, root))) return rewrite(unmatchedPath)
  if (path === profileRoutes.page) {
    // Each tab is prerendered; an invalid or missing value is the company tab.
    const tab = profileTabValue(parseProfileTab(search.get('tab')))
    return rewrite(tab === '0' ? path : `${profileRoutes.tabRoot}/${tab}`)
  }
  if (path === newsRoutes.list) {
    const view = newsViewKeyOf(search, input.now)
    const route = rewrite(newsRoutes.view(view))
    return view === newsViewKey(plainNewsQuery) ? route : { ...route, newsView: view }
  }
  for (const type of itemTypes) {
    const segment = type.segmentOf(path)
    if (segment === undefined) continue
    const id = parseId(segment)
    if (id === null) return rewrite(unmatchedPath)
    return {
      kind: 'item',
      item: type.kind,
      id,
      locale,
      variant,
      route: rewrite(appPathOf(path, search)).route,
    }
  }
  if (isPreviewPath(path) && !input.hasCmsSession && !input.hasPreviewToken) {
    return rewrite(unmatchedPath)
  }
  return rewrite(appPathOf(path, search))
}

/**
 * Where an item's page goes, given what the server says of the item: the page
 * when readable (or when the server could not say: the page decides); the 404
 * page when visitors cannot read it in this language (an article readable in
 * the other language gets a 404 that links to it, where its type says so); its error state, 503, when
 * it cannot be read now.
 */
export function itemRoute(item: ItemRoute, state: ItemState): Rewrite {
  const base = { kind: 'rewrite', locale: item.locale, variant: item.variant } as const
  const at = (route: string) => `/${item.variant}/${item.locale}${route}`
  switch (state) {
    case 'readable':
    case 'unknown':
      return { ...base, route: item.route }
    case 'unavailable':
      return { ...base, route: at(itemPagesOf(item.item).unavailable), status: 503 }
    case 'other-language':
      if (itemPagesOf(item.item).linksOtherLanguage) {
        return { ...base, route: at(unmatchedPath), otherLanguage: true }
      }
      return { ...base, route: at(unmatchedPath) }
    case 'missing':
      return { ...base, route: at(unmatchedPath) }
  }
}

/** An item's state in a language, from the languages visitors can read it in. */
export function itemStateIn(readableIn: readonly Locale[], locale: Locale): ItemState {
  if (readableIn.includes(locale)) return 'readable'
  return readableIn.length > 0 ? 'other-language' : 'missing'
}

/**
 * Where a URL of the news list goes, given the view the server says it
 * shows (`shown`, the key of `canonicalNewsQuery`): its own view when it
 * exists (or when the server could not say: the page decides); else, a
 * redirect to the URL of the view it shows (a page past the last, a year
 * outside the archive), so that nothing is rendered for it.
 */
export function newsListRoute(route: Rewrite, shown: string): Rewrite | Redirect {
  const query = parseNewsViewKey(shown)
  if (!route.newsView || shown === route.newsView || !query) return route
  const [pathname = newsRoutes.list, search = ''] = localizedPath(
    newsListHref(query),
    route.locale,
  ).split('?')
  return { kind: 'redirect', pathname, search, status: 307 }
}

import { newsListHref, newsRoutes } from '@/content-types/news/content/routes'
import { parseNewsViewKey } from '@/content-types/news/content/query'
import { parseProfileTab, profileTabValue } from '@/content/profile/tabs'
import { profileRoutes } from '@/content/profile/routes'
import { itemTypes, publicPathOfShared } from '@/content/types'
import { isLocale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { isHostVariant } from '@/lib/host-variant'

/** A path no route matches: rewritten to, it renders the 404 page with server HTML (decisions/002). */
export const unmatchedPath = '/-/not-found'

/** Whether `path` is `root` or a path below it. */
export const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`)

/**
 * The public path of an app route the rules rewrote to (site-route.ts), the
 * way back: `/main/en/faq` → `/en/faq`, the cached view of the news list →
 * `/news`, a profile tab → `/profile`. A page renders on the server under its
 * app route and in the browser under its public path; the links it builds
 * from its own path (the language switcher, the navigation's current item)
 * must be the same in both. A public path is returned as it is. Where no
 * one public path is known (the 404 page, an item that cannot be read now),
 * the nearest page that exists: the section's list or the home page.
 */
export function publicPath(path: string): string {
  const [, variant, locale, ...rest] = path.split('/')
  if (!isHostVariant(variant) || !isLocale(locale)) return path
  const route = `/${rest.join('/')}`
  if (isUnder(route, newsRoutes.viewRoot)) return localizedPath(newsRoutes.list, locale)
  if (isUnder(route, profileRoutes.tabRoot)) return localizedPath(profileRoutes.page, locale)
  const shared = publicPathOfShared(route)
  if (shared !== undefined) return localizedPath(shared.split('?')[0] ?? shared, locale)
  const unavailable = itemTypes.find((type) => type.unavailable === route)
  if (unavailable) return localizedPath(unavailable.list, locale)
  if (route === unmatchedPath) return localizedPath('/', locale)
  return localizedPath(route === '/' ? '/' : route.replace(/\/$/, ''), locale)
}

/** Whether `path` is a page's public path, not the app route it was rewritten to. */
function isPublicPath(path: string): boolean {
  return !isHostVariant(path.split('/')[1])
}

/** The parameters of the routes that stand for a query (`news/view/[key]`, `profile/tab/[tab]`). */
export type QueryRouteParams = { key?: string; tab?: string }

/**
 * The public address of an app route with the query its route stands for:
 * the cached view of the news list → `/news?category=…&year=…`, a profile
 * tab → `/profile?tab=2`; any other path as `publicPath` gives it. What the
 * page's own links to itself in another language carry in the server's HTML.
 * A page rendered on its first visit (a view of the list not prerendered),
 * and the browser, see the public path: the route's parameters give the
 * query then.
 */
export function publicHref(path: string, params: QueryRouteParams = {}): string {
  if (isPublicPath(path)) return publicHrefOfParams(path, params)
  const [, , locale, ...rest] = path.split('/')
  if (!isLocale(locale)) return path
  const route = `/${rest.join('/')}`
  if (isUnder(route, newsRoutes.viewRoot)) {
    const query = parseNewsViewKey(route.slice(newsRoutes.viewRoot.length + 1))
    if (query) return localizedPath(newsListHref(query), locale)
  }
  const tab = new RegExp(`^${profileRoutes.tabRoot}/(\\d)$`).exec(route)?.[1]
  if (tab) return `${localizedPath(profileRoutes.page, locale)}?tab=${tab}`
  return publicPath(path)
}

/** A public path with the query its route's parameters stand for (see publicHref). */
function publicHrefOfParams(path: string, { key, tab }: QueryRouteParams): string {
  const { locale, pathname } = splitLocale(path)
  const query = key && pathname === newsRoutes.list ? parseNewsViewKey(key) : null
  if (query) return localizedPath(newsListHref(query), locale)
  if (tab && pathname === profileRoutes.page) {
    const value = profileTabValue(parseProfileTab(tab))
    return value === '0' ? path : `${path}?tab=${value}`
  }
  return path
}

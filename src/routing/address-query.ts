import { employmentTypes, jobLocations } from '@/content-types/jobs/content/model'
import { jobFiltersOf, withJobFilters } from '@/content-types/jobs/content/job-filters'
import { profileRoutes } from '@/content/profile/routes'
import { parseSearchQuery } from '@/content/search/model'
import { searchHref, searchPath } from '@/content/search/routes'
import { localizedPath, splitLocale } from '@/i18n/paths'

/**
 * What the address's query adds to the route's own, per page (without a
 * locale prefix): the search's words, type and page; the openings'
 * location and type filters. Only known values are kept, in their
 * canonical order: the same page in another language, nothing a visitor
 * could inject. Other pages carry all they show in their route.
 */
const addedByAddress: Record<string, (routeQuery: string, search: string) => string> = {
  [searchPath]: (_, search) => searchHref(parseSearchQuery(new URLSearchParams(search))),
  [profileRoutes.page]: (routeQuery, search) =>
    `${profileRoutes.page}${withJobFilters(routeQuery, jobFiltersOf(search, jobLocations, employmentTypes))}`,
}

/**
 * A page's public href (`serverHref`, without a locale prefix, with the query
 * its route stands for) completed with what the address's query adds that
 * the route does not carry (`addedByAddress`).
 */
export function withAddressQuery(serverHref: string, search: string): string {
  if (!search) return serverHref
  const [path = '', routeQuery = ''] = serverHref.split('?')
  return addedByAddress[path]?.(routeQuery, search) ?? serverHref
}

/** Whether the address's query may add to the route's own on this page. */
function addsToRoute(serverHref: string): boolean {
  return Object.hasOwn(addedByAddress, serverHref.split('?')[0]!)
}

/**
 * Marks a language link the server drew without the address's query: on a
 * page served from cache, the same for every query. The proxy completes it
 * (`keptQueryTarget`).
 */
const keepParam = 'keep-query'

/** The server's language link to `serverHref`, marked where the address may add to it. */
export function languageLinkHref(serverHref: string): string {
  if (!addsToRoute(serverHref)) return serverHref
  return `${serverHref}${serverHref.includes('?') ? '&' : '?'}${keepParam}=1`
}

/**
 * Where a marked language link leads: its page with what the query of the
 * page it was followed from adds (read from the Referer, which a browser
 * sends in full within the site, and only from the same page in the other
 * language), as `withAddressQuery` keeps it. Null for an unmarked address.
 */
export function keptQueryTarget(
  pathname: string,
  search: URLSearchParams,
  referer: string | null,
): string | null {
  if (!search.has(keepParam)) return null
  const routeQuery = new URLSearchParams(search)
  routeQuery.delete(keepParam)
  const { locale, pathname: path } = splitLocale(pathname)
  const own = routeQuery.toString()
  const href = own ? `${path}?${own}` : path
  let from: URL | null = null
  try {
    from = referer ? new URL(referer) : null
  } catch {
    from = null
  }
  const samePage = from !== null && splitLocale(from.pathname).pathname === path
  return localizedPath(samePage ? withAddressQuery(href, from!.search.slice(1)) : href, locale)
}

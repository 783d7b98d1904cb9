import { employmentTypes, jobLocations } from '@/content-types/jobs/content/model'
import { jobFiltersOf, withJobFilters } from '@/content-types/jobs/content/job-filters'
import { profileRoutes } from '@/content/profile/routes'
import { parseSearchQuery } from '@/content/search/model'
import { searchHref, searchPath } from '@/content/search/routes'

/**
 * A page's public href (`serverHref`, without a locale prefix, with the query
 * its route stands for) completed with what the address's query adds that the
 * route does not carry: the search's words, type and page; the openings'
 * location and type filters. Only known values are kept, in their canonical
 * order: the same page in another language, nothing a visitor could inject.
 */
export function withAddressQuery(serverHref: string, search: string): string {
  if (!search) return serverHref
  const [path = '', routeQuery = ''] = serverHref.split('?')
  const params = new URLSearchParams(search)
  if (path === searchPath) return searchHref(parseSearchQuery(params))
  if (path === profileRoutes.page) {
    return `${path}${withJobFilters(routeQuery, jobFiltersOf(search, jobLocations, employmentTypes))}`
  }
  return serverHref
}

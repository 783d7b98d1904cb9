import { NextResponse, type NextRequest } from 'next/server'
import { detectLocale, isInSiteNavigation } from '@/i18n/detect'
import { localeCookie } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'
import { env, redirectHosts, siteOrigin } from '@/lib/env'
import { variantForHost } from '@/lib/host-variant'
import { siteHeaders } from '@/lib/request-headers'
import { redirectRules, redirectTarget } from '@/lib/server-redirects'
import { articleStateOf, jobStateOf } from '@/lib/content-state'
import { newsViewOf } from '@/features/news/news-view-route'
import { parseProfileTab, profileTabValue } from '@/lib/profile-tab'
import { isPreviewPath } from '@/lib/preview-paths'
import type { Locale } from '@/i18n/locales'

/** The CMS's session cookie (Payload's default name). */
const cmsSessionCookie = 'payload-token'

/** A path no route matches: rewritten to, it renders the 404 page. */
const unmatchedPath = '/-/not-found'

/**
 * The routes of the news list with a query (the plain list is prerendered):
 * `/news/view/{key}`, one cached page per view that exists, and `/news/view`,
 * rendered on demand while the views cannot be known.
 */
const newsViewPath = '/news/view'

/** The routes of the profile's FAQ and join-us tabs (`/profile?tab=1|2`). */
const profileTabPath = '/profile/tab'

/** The routes of an article's and a job opening's page while they cannot be read (503). */
const newsUnavailablePath = '/news/unavailable'
const jobUnavailablePath = '/profile/jobs/unavailable'

/**
 * The route that renders a public path (without its locale prefix), and the
 * status to answer with when it is not the route's own:
 * - an article that visitors cannot read in this language, and an editor's
 *   preview without a CMS session, get the 404 page, decided here so
 *   that it has server HTML (decisions/002);
 * - an article or a job opening while they cannot be read gets its error
 *   state, 503;
 * - internal routes are reached only through the paths they serve.
 */
async function routeOf(
  path: string,
  locale: Locale,
  request: NextRequest,
): Promise<{ route: string; status?: number; otherLanguage?: true }> {
  if (path === '/') return { route: '' }
  if (path === newsViewPath || path.startsWith(`${newsViewPath}/`)) return { route: unmatchedPath }
  if (path === newsUnavailablePath) return { route: unmatchedPath }
  if (path === profileTabPath || path.startsWith(`${profileTabPath}/`)) {
    return { route: unmatchedPath }
  }
  if (path === '/profile') {
    // Each tab is prerendered; an invalid or missing value is the company tab.
    const tab = profileTabValue(parseProfileTab(request.nextUrl.searchParams.get('tab')))
    return { route: tab === '0' ? path : `${profileTabPath}/${tab}` }
  }
  // `_rsc` marks Next's own payload requests; it is not part of the view.
  if (path === '/news' && [...request.nextUrl.searchParams.keys()].some((key) => key !== '_rsc')) {
    const view = await newsViewOf(request.nextUrl.searchParams, locale, request.nextUrl.origin)
    if (view === 'plain') return { route: path }
    return { route: view === 'unknown' ? newsViewPath : `${newsViewPath}/${view.key}` }
  }
  const article = await articleStateOf(path, locale, request.nextUrl.origin)
  if (article === 'missing') return { route: unmatchedPath }
  // Its 404 page offers the article in the language it is written in.
  if (article === 'other-language') return { route: unmatchedPath, otherLanguage: true }
  if (article === 'unavailable') return { route: newsUnavailablePath, status: 503 }
  // A job opening's page: only open positions written in this language.
  const job = await jobStateOf(path, locale, request.nextUrl.origin)
  if (job === 'missing' || job === 'other-language') return { route: unmatchedPath }
  if (job === 'unavailable') return { route: jobUnavailablePath, status: 503 }
  if (isPreviewPath(path) && !request.cookies.has(cmsSessionCookie)) {
    return { route: unmatchedPath }
  }
  return { route: path }
}

/** What tells an arrival at `/` from a move inside the site. */
function navigationOf(request: NextRequest): Parameters<typeof isInSiteNavigation>[0] {
  return {
    host: request.headers.get('host'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    referer: request.headers.get('referer'),
  }
}

/**
 * Locale routing and host variant, nothing else (see DECISIONS, locale rules):
 * - `/zh/x` redirects to `/x`;
 * - `/en/x` is English, any other path Chinese: the URL always wins;
 * - only `/` detects (cookie, then Accept-Language), only when arriving from
 *   outside the site, and only `en` redirects;
 * - the editors' redirect rules apply (307, or 308 when permanent);
 * - an article or job id that visitors cannot read, and a preview
 *   without an editor's session, get the 404 page (an article written in the
 *   other language only, one that links to it); an article or a job
 *   opening while they cannot be read, its error state (503);
 * - `/news` with a query shows the cached view it stands for
 *   (`/news/view/{key}`, src/features/news/news-view-route.ts), the prerendered list when it
 *   is the plain list, or `/news/view` rendered on demand while the articles
 *   cannot be counted;
 * - `/profile?tab=1|2` is the prerendered tab under `/profile/tab/`;
 * - every page is rewritten to `/{variant}/{locale}/x`, where the variant comes
 *   from the host, so that pages stay statically rendered per variant.
 * No response here sets a cookie.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl

  if (pathname === '/zh' || pathname.startsWith('/zh/')) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.slice(3) || '/'
    return NextResponse.redirect(url, 308)
  }

  const redirect = redirectTarget(
    await redirectRules(request.nextUrl.origin),
    pathname,
    siteOrigin(),
    redirectHosts(),
  )
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.nextUrl), redirect.status)
  }

  if (pathname === '/' && !isInSiteNavigation(navigationOf(request))) {
    const { locale } = detectLocale({
      cookie: request.cookies.get(localeCookie.name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    if (locale === 'en') {
      const url = request.nextUrl.clone()
      url.pathname = '/en'
      const response = NextResponse.redirect(url, 307)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      response.headers.set('Cache-Control', 'private, no-store')
      return response
    }
  }

  const { locale, pathname: rest } = splitLocale(pathname)
  const variant = variantForHost(request.headers.get('host'), env.HOST_VARIANT_MARKER)

  const { route, status, otherLanguage } = await routeOf(rest, locale, request)
  const url = request.nextUrl.clone()
  url.pathname = `/${variant}/${locale}${route}`
  url.search = search

  const headers = new Headers(request.headers)
  headers.set(siteHeaders.locale, locale)
  headers.set(siteHeaders.variant, variant)
  headers.set(siteHeaders.path, pathname)
  if (otherLanguage) headers.set(siteHeaders.otherLanguage, '1')
  else headers.delete(siteHeaders.otherLanguage)
  return NextResponse.rewrite(url, { request: { headers }, status })
}

export const config = {
  // Everything but Next's assets, the CMS (admin and API), the build-update
  // files, the server's internal routes and the static files of public/.
  matcher: [
    '/((?!_next/|api/|admin$|admin/|builds/|internal/|assets/|favicon\\.ico$|robots\\.txt$).*)',
  ],
}

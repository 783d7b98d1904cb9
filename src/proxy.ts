import { NextResponse, type NextRequest } from 'next/server'
import { detectLocale } from '@/i18n/detect'
import { localeCookie } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'
import { env, siteOrigin } from '@/lib/env'
import { variantForHost } from '@/lib/host-variant'
import { siteHeaders } from '@/lib/request-headers'
import { redirectRules, redirectTarget } from '@/lib/server-redirects'
import { isMissingArticle, visibleArticles } from '@/lib/visible-articles'

/** The CMS's session cookie (Payload's default name). */
const cmsSessionCookie = 'payload-token'

/** A path no route matches: rewritten to, it renders the 404 page. */
const unmatchedPath = '/-/not-found'

/** The route of the news list with a query (the plain list is prerendered). */
const newsViewPath = '/news/view'

/** The route that renders a public path (without its locale prefix). */
function internalPath(path: string, search: URLSearchParams): string {
  if (path === '/') return ''
  // `_rsc` marks Next's own payload requests; it is not part of the view.
  if (path === '/news' && [...search.keys()].some((key) => key !== '_rsc')) return newsViewPath
  return path
}

/**
 * Locale routing and host variant, nothing else (see DECISIONS, locale rules):
 * - `/zh/x` redirects to `/x`;
 * - `/en/x` is English, any other path Chinese: the URL always wins;
 * - only `/` detects (cookie, then Accept-Language) and only `en` redirects;
 * - the editors' redirect rules apply (307, or 308 when permanent);
 * - an article id that visitors cannot read, and an article preview without
 *   an editor's session, get the 404 page;
 * - `/news` with a query is rendered on demand by `/news/view`, the plain
 *   list stays prerendered;
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
  )
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.nextUrl), redirect.status)
  }

  if (pathname === '/') {
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

  // An article that visitors cannot read in this language is a 404, decided
  // here so that the 404 page is rendered with server HTML (decisions/002).
  // Previews are for signed-in editors: anyone else gets the 404 page too.
  // Internal routes are reached only through the paths they serve.
  const missing =
    rest === newsViewPath ||
    (rest.startsWith('/news/detail/') &&
      isMissingArticle(rest, locale, await visibleArticles(request.nextUrl.origin))) ||
    (rest.startsWith('/news/preview/') && !request.cookies.has(cmsSessionCookie))

  const url = request.nextUrl.clone()
  url.pathname = `/${variant}/${locale}${missing ? unmatchedPath : internalPath(rest, request.nextUrl.searchParams)}`
  url.search = search

  const headers = new Headers(request.headers)
  headers.set(siteHeaders.locale, locale)
  headers.set(siteHeaders.variant, variant)
  headers.set(siteHeaders.path, pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Everything but Next's assets, the CMS (admin and API), the build-update
  // files, the server's internal routes and the static files of public/.
  matcher: [
    '/((?!_next/|api/|admin$|admin/|builds/|internal/|assets/|favicon\\.ico$|robots\\.txt$).*)',
  ],
}

import { NextResponse, type NextRequest } from 'next/server'
import { localeCookie } from '@/i18n/locales'
import { env } from '@/lib/env'
import { siteHeaders } from '@/lib/request-headers'
import { previewParam } from '@/lib/preview-token'
import { itemStateOf, newsViewOf } from '@/routing/item-state'
import { itemRoute, newsListRoute, routeOf, type Rewrite } from '@/routing/site-route'

/** The CMS's session cookie (Payload's default name). */
const cmsSessionCookie = 'payload-token'

/**
 * Applies the site's routing rules (src/routing/site-route.ts): redirects,
 * language detection on arrival, and the rewrite of every page to its
 * prerendered route. Its only requests are the lookups of an article's or an
 * opening's page, and of a news list's view (src/routing/item-state.ts). Editors' redirect rules apply
 * where no page answers (the 404 page, app/global-not-found.tsx). No response
 * here sets a cookie.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const routed = routeOf({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.searchParams,
    host: request.headers.get('host'),
    variantMarker: env.HOST_VARIANT_MARKER,
    localeCookie: request.cookies.get(localeCookie.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    referer: request.headers.get('referer'),
    hasCmsSession: request.cookies.has(cmsSessionCookie),
    hasPreviewToken: request.nextUrl.searchParams.has(previewParam),
    now: new Date(),
  })
  // A list URL of a view that does not exist is sent to the one it shows, unrendered.
  const decision =
    routed.kind === 'rewrite' && routed.newsView
      ? newsListRoute(routed, await newsViewOf(routed.locale, routed.newsView))
      : routed

  if (decision.kind === 'redirect') {
    const url = request.nextUrl.clone()
    url.pathname = decision.pathname
    if (decision.search !== undefined) url.search = decision.search
    const response = NextResponse.redirect(url, decision.status)
    if (decision.detected) {
      response.headers.set('Vary', 'Cookie, Accept-Language')
      response.headers.set('Cache-Control', 'private, no-store')
    }
    if (decision.fromReferer) response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  const rewrite: Rewrite =
    decision.kind === 'item' ? itemRoute(decision, await itemStateOf(decision)) : decision
  const url = request.nextUrl.clone()
  url.pathname = rewrite.route
  // The 404 page is rendered outside the localized routes: it learns the
  // visitor's language, variant and path from these (overwriting any a client sent).
  const headers = new Headers(request.headers)
  headers.set(siteHeaders.locale, rewrite.locale)
  headers.set(siteHeaders.variant, rewrite.variant)
  headers.set(siteHeaders.path, request.nextUrl.pathname)
  if (rewrite.otherLanguage) headers.set(siteHeaders.otherLanguage, '1')
  else headers.delete(siteHeaders.otherLanguage)
  const previewToken = request.nextUrl.searchParams.get(previewParam)
  if (previewToken) headers.set(siteHeaders.previewToken, previewToken)
  else headers.delete(siteHeaders.previewToken)
  return NextResponse.rewrite(url, { request: { headers }, status: rewrite.status })
}

export const config = {
  // Everything but the paths that are not pages (Next's assets, the CMS, the
  // build-update files, the server's internal routes, the QR codes, share
  // cards, drawn covers and the static files of public/): the list of
  // src/content/site-roots.ts, which Next.js cannot import here, so its test
  // holds this literal to it.
  matcher: [
    '/((?!_next/|api/|admin$|admin/|builds/|internal/|qr/|cards/|covers/|assets/|favicon\\.ico$|robots\\.txt$).*)',
  ],
}

/** The admin and its API are the CMS; everything else is the public site. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

export type CachePolicyOptions = {
  /** Seconds a shared cache (CDN) may serve a page without asking again. */
  sharedMaxAge: number
  /** Seconds it may then serve the stale page while it asks in the background. */
  staleWhileRevalidate: number
}

/** The news feed and the sitemap (with its files) of each language: read by machines, cached as pages are. */
export function isFeedPath(path: string): boolean {
  return /^(\/en)?\/(news\/rss|sitemap|sitemaps\/[1-9]\d{0,5})\.xml$/.test(path)
}

/** Uploaded files: a new upload always gets a new name, so a file never changes. */
const mediaFile = /^\/api\/media\/file\//

/** A day: an uploaded file a visitor has seen stays in their browser that long. */
const FILE_MAX_AGE = 86_400

/**
 * The Cache-Control of an answer, given the one the framework chose (or
 * none): cached pages, feeds and sitemaps briefly in shared caches (CDN) with
 * stale-while-revalidate, never in browsers beyond a revalidation (a 304
 * says the same as the 200 it confirms); uploaded files a day in browsers
 * and briefly in shared caches, since a medium is private again once nothing
 * published shows it (docs/decisions/015), and only in the browser of an
 * editor (`credentials`), who also reads the media of drafts; the admin, the
 * rest of the API and every error (a missing file included) never.
 * `/` is kept by browsers only: whether it is the Chinese page or a redirect
 * to `/en` depends on the visitor's language, cookie and where they came
 * from (src/routing/site-route.ts), which a shared cache cannot key on.
 */
export function cacheControl(
  path: string,
  status: number,
  current: string | undefined,
  options: CachePolicyOptions,
  credentials = false,
): string | undefined {
  if (isAdminPath(path) || status >= 400) return 'private, no-store'
  const { sharedMaxAge, staleWhileRevalidate } = options
  const shared = `s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`
  if (path.startsWith('/api/')) {
    if (mediaFile.test(path) && status === 200) {
      return credentials
        ? `private, max-age=${FILE_MAX_AGE}`
        : `public, max-age=${FILE_MAX_AGE}, ${shared}`
    }
    return current?.includes('no-store') ? current : 'private, no-store'
  }
  // Next marks prerendered and regenerated answers with a long s-maxage; a
  // CDN in front could not learn of a publish, so it only keeps them briefly.
  const confirmsPage = status === 200 || status === 304
  if (path === '/' && confirmsPage) return 'private, no-cache'
  // Rendered from the cached lists on each request (the same tags invalidate them).
  if (isFeedPath(path) && confirmsPage) return `public, max-age=0, ${shared}`
  if (confirmsPage && current && /s-maxage=\d+/.test(current) && !current.includes('private')) {
    return `public, max-age=0, ${shared}`
  }
  return current
}

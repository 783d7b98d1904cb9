import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './secret'

/**
 * The server's internal routes: what it asks of itself, never routed through
 * the proxy. They answer 404 to anything but the server: `npm start` refuses
 * them from any address but loopback (src/server/main.ts), and each checks the
 * token below, which only processes knowing the CMS secret can make (so a
 * reverse proxy on the same machine does not open them either).
 */
export const internalPaths = {
  /** Drops cache tags for work that runs outside a request (scheduled articles). */
  revalidate: '/internal/revalidate',
  /** Whether visitors can read an article or a job opening (the proxy's one lookup). */
  item: '/internal/item',
  /** The view of the news list a view's key shows, given what exists (the proxy's other lookup). */
  newsView: '/internal/news-view',
} as const

/** Header carrying the token of the internal routes. */
export const internalTokenHeader = 'x-internal-token'

let token: string | undefined

/** The token of the internal routes, derived from the CMS secret (made once per process). */
export function internalToken(): string {
  token ??= createHmac('sha256', payloadSecret()).update('internal-routes').digest('hex')
  return token
}

/** Whether a request to an internal route comes from the server itself. */
export function isInternalRequest(request: Request): boolean {
  const value = request.headers.get(internalTokenHeader)
  if (!value) return false
  const expected = Buffer.from(internalToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What an internal route answers to anyone else: what an unknown path gets. */
export function notInternal(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

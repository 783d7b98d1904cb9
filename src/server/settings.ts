import { env as validatedEnv, sessionOrigin, siteOrigin, type Env } from '@/lib/env'

export type ServerSettings = {
  port: number
  host: string
  trustProxy: boolean
  /** The server compresses what streams (no proxy in front does). */
  compressStreams: boolean
  /** Origins pages may send requests to besides their own. */
  connectOrigins: string[]
  shutdownTimeoutMs: number
  cachePolicy: { sharedMaxAge: number; staleWhileRevalidate: number }
  /** The origin editing sessions are accepted from (SITE_URL), or null: each request's own. */
  sessionOrigin: string | null
  /** Uncached searches an address may make a minute (0: no limit). */
  searchRateLimit: number
  /** Said at start when the pages name another address than the one served (see addressMismatch). */
  addressNote: string | null
}

/** The server's settings, from the validated environment. */
export function serverSettings(
  env: Env = validatedEnv,
  source: Record<string, string | undefined> = process.env,
): ServerSettings {
  const connectOrigins = new Set(env.CSP_CONNECT_ORIGINS?.split(/\s+/) ?? [])
  if (env.ANALYTICS_ENDPOINT) connectOrigins.add(new URL(env.ANALYTICS_ENDPOINT).origin)
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY === '1',
    compressStreams: (env.COMPRESS_STREAMS ?? (env.TRUST_PROXY === '1' ? '0' : '1')) === '1',
    connectOrigins: [...connectOrigins],
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    cachePolicy: {
      sharedMaxAge: env.CDN_MAX_AGE,
      staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
    },
    sessionOrigin: sessionOrigin(env, source),
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    addressNote: addressMismatch(env),
  }
}

const thisMachine = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The pages' own address (canonical links, hreflang, share cards, feeds,
 * sitemaps, the reset e-mail's link) is SITE_URL's, written into the pages
 * at build time. On this machine, a start on another port than SITE_URL's
 * would serve pages naming an address nobody answers on: say so, and how to
 * build for the address used. (Behind a proxy, SITE_URL is the public
 * address and the port the server listens on is another, as it should be.)
 */
export function addressMismatch(env: Env): string | null {
  const site = new URL(siteOrigin(env))
  const sitePort = Number(site.port || (site.protocol === 'https:' ? 443 : 80))
  if (!thisMachine.has(site.hostname) || sitePort === env.PORT) return null
  const served = `http://localhost:${env.PORT}`
  return `Pages name ${site.origin} as their address (SITE_URL, written in at build time), but the server listens on port ${env.PORT}. To serve them at ${served}, build and start with SITE_URL=${served}: SITE_URL=${served} npm run build && SITE_URL=${served} PORT=${env.PORT} npm start`
}

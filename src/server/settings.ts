import { env as validatedEnv, sessionOrigin, type Env } from '@/lib/env'

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
  }
}

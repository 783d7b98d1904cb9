import type { IncomingMessage } from 'node:http'
import { env as validatedEnv, sessionOrigin, type Env } from '@/lib/env'
import { addressOf } from './guards/credentials'

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

/** Whether a request reached the site over HTTPS (through the trusted proxy in front). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false
  const proto = req.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim()
  return first === 'https'
}

/**
 * Forwarding headers the application may believe: without a trusted proxy,
 * whatever a client sent is replaced by what the connection shows (its
 * address, plain HTTP), so that nobody can pick the address the
 * login limit counts or the host and scheme of generated links.
 */
export function trustedForwarding(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return
  delete req.headers['x-forwarded-host']
  delete req.headers['x-forwarded-port']
  delete req.headers['forwarded']
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  req.headers['x-forwarded-proto'] = 'http'
}

/**
 * The client's address, once `trustedForwarding` has run: the last entry of
 * X-Forwarded-For (src/server/guards/credentials.ts), else the connection's.
 */
export function clientAddress(req: IncomingMessage): string {
  return (
    addressOf(req.headers['x-forwarded-for'] as string) ?? req.socket.remoteAddress ?? 'unknown'
  )
}

/**
 * Whether a request may reach the server's internal routes (`/internal/…`,
 * src/lib/internal-routes.ts): only from this machine's loopback.
 */
export function mayReachInternalRoutes(path: string, remoteAddress: string | undefined): boolean {
  if (!path.startsWith('/internal/')) return true
  return (
    remoteAddress === '::1' ||
    remoteAddress === '::ffff:127.0.0.1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(remoteAddress ?? '') ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(remoteAddress ?? '')
  )
}

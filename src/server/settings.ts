import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { env as validatedEnv, type Env } from '@/lib/env'
import { loopbackPort } from '@/lib/loopback-origin'

export type ServerSettings = {
  port: number
  /** With HTTPS: the plain listener on 127.0.0.1 the server reaches itself at. */
  loopbackPort: number
  host: string
  tls: { certFile: string; keyFile: string } | null
  trustProxy: boolean
  /** Origins pages may send requests to besides their own. */
  connectOrigins: string[]
  shutdownTimeoutMs: number
  cachePolicy: { sharedMaxAge: number; staleWhileRevalidate: number }
}

/** The server's settings, from the validated environment. */
export function serverSettings(env: Env = validatedEnv): ServerSettings {
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
    throw new Error('Set both TLS_CERT_FILE and TLS_KEY_FILE, or neither.')
  }
  const connectOrigins = new Set(env.CSP_CONNECT_ORIGINS?.split(/\s+/) ?? [])
  if (env.ANALYTICS_ENDPOINT) connectOrigins.add(new URL(env.ANALYTICS_ENDPOINT).origin)
  return {
    port: env.PORT,
    loopbackPort: loopbackPort(env),
    host: env.HOST,
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE }
        : null,
    trustProxy: env.TRUST_PROXY === '1',
    connectOrigins: [...connectOrigins],
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    cachePolicy: {
      sharedMaxAge: env.CDN_MAX_AGE,
      staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
    },
  }
}

/** Whether a request reached the site over HTTPS (its own TLS, or a trusted proxy's). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true
  if (!trustProxy) return false
  const proto = req.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim()
  return first === 'https'
}

/**
 * Forwarding headers the application may believe: without a trusted proxy,
 * whatever a client sent is replaced by what the connection shows (its
 * address, and whether it is TLS), so that nobody can pick the address the
 * login limit counts or the host and scheme of generated links.
 */
export function trustedForwarding(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return
  delete req.headers['x-forwarded-host']
  delete req.headers['x-forwarded-port']
  delete req.headers['forwarded']
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  req.headers['x-forwarded-proto'] = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'
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

import { env, type Env } from './env'

/**
 * How the server reaches itself: its own routes, asked by the proxy
 * (src/routing/item-state.ts) and by work that runs outside a request
 * (src/cms/hooks/revalidate.ts). Plain HTTP on loopback at PORT; when the
 * server answers HTTPS itself, at the plain listener it opens on 127.0.0.1
 * only (LOOPBACK_PORT, else PORT + 1; src/server/main.ts).
 */
export function loopbackOrigin(e: Env = env): string {
  const host = e.HOST.includes(':') ? '[::1]' : '127.0.0.1'
  return `http://${host}:${e.TLS_CERT_FILE ? loopbackPort(e) : e.PORT}`
}

/** The port of the server's plain loopback listener when it answers HTTPS. */
export function loopbackPort(e: Env = env): number {
  return e.LOOPBACK_PORT ?? e.PORT + 1
}

/**
 * Whether this process is the site's running server, not a build worker or
 * a command (seed, admin): only the server has caches to refresh.
 */
export function isServing(): boolean {
  return (
    process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'
  )
}

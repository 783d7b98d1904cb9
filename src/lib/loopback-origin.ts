import { env, type Env } from './env'

/**
 * How the server reaches itself: its own routes, asked by the proxy
 * (src/routing/item-state.ts) and by work that runs outside a request
 * (src/cms/hooks/revalidate.ts). Plain HTTP on loopback at PORT (HTTPS is
 * the reverse proxy's in front).
 */
export function loopbackOrigin(e: Env = env): string {
  const host = e.HOST.includes(':') ? '[::1]' : '127.0.0.1'
  return `http://${host}:${e.PORT}`
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

/**
 * Where the server reaches itself (its own routes, from the proxy and from
 * background work): plain HTTP on localhost. `npm start` sets
 * SITE_LOOPBACK_ORIGIN when it serves HTTPS (then a loopback-only HTTP
 * listener answers these requests); otherwise the port is enough. Null
 * outside the server (scripts, build workers).
 */
export function loopbackOrigin(): string | null {
  if (process.env.SITE_LOOPBACK_ORIGIN) return process.env.SITE_LOOPBACK_ORIGIN
  return process.env.PORT ? `http://localhost:${process.env.PORT}` : null
}

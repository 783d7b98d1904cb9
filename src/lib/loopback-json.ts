import { loopbackOrigin } from './loopback-origin'

/**
 * JSON that the proxy needs from the server's own routes: the proxy cannot
 * read the CMS itself, so it asks the server (on loopback when the port is
 * known) and keeps the answer for `ttlMs`. An older answer is refreshed before
 * it is used, so a change is seen at most `ttlMs` late even after a quiet
 * hour; concurrent requests share one refresh. When the server cannot answer,
 * the last good value (or `fallback`) is used and the next request tries again.
 */
export function loopbackJson<T>(options: {
  path: () => string
  ttlMs: number
  fallback: T
  /** The value of a response (its body and status), or undefined when it is not usable. */
  parse: (body: unknown, status: number) => T | undefined
  /** Named in the log when the server cannot answer. */
  what: string
}): (requestOrigin: string, now?: number) => Promise<T> {
  let value = options.fallback
  let fetchedAt = 0
  let refreshing: Promise<void> | undefined

  async function refresh(origin: string): Promise<void> {
    try {
      const response = await fetch(new URL(options.path(), origin), {
        cache: 'no-store',
        signal: AbortSignal.timeout(5_000),
      })
      const body: unknown = await response.json().catch(() => null)
      const parsed = options.parse(body, response.status)
      if (parsed !== undefined) value = parsed
      else console.error(`Could not load ${options.what}: status ${response.status}`)
    } catch (error) {
      console.error(`Could not load ${options.what}`, error)
    } finally {
      fetchedAt = Date.now()
      refreshing = undefined
    }
  }

  return async (requestOrigin, now = Date.now()) => {
    if (now - fetchedAt > options.ttlMs) {
      const origin = loopbackOrigin() ?? requestOrigin
      refreshing ??= refresh(origin)
      await refreshing
    }
    return value
  }
}

type LoopbackJsonOptions<T> = Parameters<typeof loopbackJson<T>>[0]

/**
 * One `loopbackJson` source per key (a language, an item), made on first use.
 * At most `maxKept` are kept: when that is reached, all are dropped and the
 * proxy starts afresh.
 */
export function keyedLoopbackJson<T>(
  optionsFor: (key: string) => LoopbackJsonOptions<T>,
  maxKept = 1_000,
): (key: string) => ReturnType<typeof loopbackJson<T>> {
  const sources = new Map<string, ReturnType<typeof loopbackJson<T>>>()
  return (key) => {
    let get = sources.get(key)
    if (!get) {
      if (sources.size >= maxKept) sources.clear()
      get = loopbackJson(optionsFor(key))
      sources.set(key, get)
    }
    return get
  }
}

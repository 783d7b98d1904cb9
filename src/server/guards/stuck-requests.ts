import { LRUCache } from 'lru-cache'

/** What to log of a request unanswered for a while (null: nothing). */
export type StuckLine = { level: 'error' | 'warn'; text: string } | null
type Stuck = { method: string; path: string; address: string; received: boolean; seconds: number }

/**
 * An unanswered request is the site's fault when it has the request whole (an error, every time),
 * else a slow client's: a warning at most once per address a window, so it cannot fill the log.
 */
export class StuckRequests {
  private readonly warned: LRUCache<string, true>
  constructor(windowMs = 60_000, now: () => number = Date.now) {
    this.warned = new LRUCache({ max: 10_000, ttl: windowMs, ttlResolution: 0, perf: { now } })
  }

  /** The line for a request unanswered after `seconds`; `received`: the client sent it whole. */
  line({ method, path, address, received, seconds }: Stuck): StuckLine {
    if (received) return { level: 'error', text: `${method} ${path}: no answer after ${seconds} s` }
    if (this.warned.has(address)) return null
    this.warned.set(address, true)
    const text = `${method} ${path}: ${address} has not sent its whole request after ${seconds} s (a slow client; its other slow requests this minute are not logged)`
    return { level: 'warn', text }
  }
}

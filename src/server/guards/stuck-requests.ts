import { LRUCache } from 'lru-cache'

/** What to log of a request that has had no answer for a while. */
export type StuckLine = { level: 'error' | 'warn'; text: string } | null

/**
 * How a request without an answer after a minute is logged. When the site
 * has its whole request and has not answered, that is the site's fault: an
 * error, every time. When the client has not sent its whole request yet (a
 * slow or stalled upload, a sign-in body sent a byte at a time), that is the
 * client's: a warning, at most one per address a minute, so that a client
 * opening slow connections cannot fill the log with errors.
 */
export class StuckRequests {
  private readonly warned: LRUCache<string, true>

  constructor(windowMs = 60_000, now: () => number = Date.now) {
    this.warned = new LRUCache({ max: 10_000, ttl: windowMs, ttlResolution: 0, perf: { now } })
  }

  line(request: {
    method: string
    path: string
    address: string
    /** Whether the client has sent its whole request. */
    received: boolean
    seconds: number
  }): StuckLine {
    const { method, path, address, received, seconds } = request
    if (received) return { level: 'error', text: `${method} ${path}: no answer after ${seconds} s` }
    if (this.warned.has(address)) return null
    this.warned.set(address, true)
    return {
      level: 'warn',
      text: `${method} ${path}: ${address} has not sent its whole request after ${seconds} s (a slow client; its other slow requests this minute are not logged)`,
    }
  }
}

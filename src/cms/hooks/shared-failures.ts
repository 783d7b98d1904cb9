import { createClient } from '@redis/client'

/**
 * Failed sign-ins counted where every instance sees them (Redis), per key,
 * each count lasting one window from its first failure. The counts of one
 * process (LoginLimiter) hold attempts under way; these hold the failures of
 * all, so that an address gets its failures once, not once per instance.
 */
export type FailureLedger = {
  /** Each key's failures in its window, and the seconds left of that window. */
  read(keys: string[]): Promise<{ failures: number; secondsLeft: number }[]>
  /** One more failure for each key. */
  add(keys: string[], windowMs: number): Promise<void>
}

const prefix = 'sign-in-failures:'

/**
 * The ledger in Redis at `url`. While Redis is not connected, or does not
 * answer within a second, a read finds no failures and a failure is not
 * recorded: sign-ins are then limited by each instance's own counts, never
 * refused or held for Redis's sake.
 */
export function redisLedger(url: string): FailureLedger {
  const client = createClient({
    url,
    // Named, so that an operator (or a test) sees it in CLIENT LIST.
    name: 'sign-in-failures',
    disableOfflineQueue: true,
    commandOptions: { timeout: 1_000 },
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (attempt) => Math.min(100 * 2 ** attempt, 5_000),
    },
  })
  let lastWarning = 0
  client.on('error', (error: Error) => {
    // Without a listener the client stops reconnecting; one line per 30 s.
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now()
      console.warn(`Redis unavailable, sign-in failures counted per instance: ${error.message}`)
    }
  })
  // It connects, and reconnects, in the background; meanwhile nothing waits for it.
  client.connect().catch(() => undefined)

  return {
    async read(keys) {
      const none = keys.map(() => ({ failures: 0, secondsLeft: 0 }))
      if (!client.isReady) return none
      try {
        const multi = client.multi()
        for (const key of keys) multi.get(prefix + key).pTTL(prefix + key)
        const replies = (await multi.exec()) as unknown[]
        return keys.map((_, index) => ({
          failures: Number(replies[index * 2] ?? 0),
          secondsLeft: Math.max(1, Math.ceil(Number(replies[index * 2 + 1] ?? 0) / 1000)),
        }))
      } catch {
        return none
      }
    },
    async add(keys, windowMs) {
      if (!client.isReady) return
      try {
        const multi = client.multi()
        // The window starts with the first failure; INCR keeps it.
        for (const key of keys)
          multi
            .set(prefix + key, '0', {
              expiration: { type: 'PX', value: windowMs },
              condition: 'NX',
            })
            .incr(prefix + key)
        await multi.exec()
      } catch {
        // Counted by this instance only.
      }
    },
  }
}

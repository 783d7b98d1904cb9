// @ts-check
/* global console */
import { createClient } from '@redis/client'

/**
 * A connection to Redis that never holds up what uses it: a command fails
 * after a second instead of waiting, nothing queues while it is not
 * connected, a ping each second lets the socket timeout notice a Redis that
 * hangs (commands already sent ignore their own timeout), and it reconnects
 * in the background, backing off to 5 s. Each failure is a warning, one
 * per 30 s, saying what the caller does meanwhile (`meanwhile`). Named, so
 * that an operator (or a test) sees it in CLIENT LIST. Not yet connected:
 * the caller connects it.
 *
 * @param {{ url: string, name: string, meanwhile: string }} options
 */
export function redisClient({ url, name, meanwhile }) {
  const client = createClient({
    url,
    name,
    pingInterval: 1_000,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1_000 },
    socket: {
      connectTimeout: 1_000,
      socketTimeout: 3_000,
      reconnectStrategy: (/** @type {number} */ attempt) => Math.min(100 * 2 ** attempt, 5_000),
    },
  })
  let lastWarning = 0
  client.on('error', (/** @type {Error} */ error) => {
    // Without a listener the client stops reconnecting.
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now()
      console.warn(`Redis unavailable, ${meanwhile}: ${error.message}`)
    }
  })
  return client
}

/* global process, console, setTimeout */
// The shared Next.js cache (pages and data) in Redis, used when REDIS_URL is
// set (next.config.ts): every instance reads and invalidates the same cache,
// so a publish on one refreshes the pages of all. Next.js imports this file
// natively at run time, so it is plain JavaScript.
//
// Redis away: each instance falls back to its own memory (started empty each
// time, so it never serves what another instance invalidated meanwhile), and
// the tags invalidated meanwhile are invalidated in Redis once it is back.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // A ping each second keeps the connection busy, so that the socket
    // timeout notices a Redis that hangs (commands already sent ignore
    // their own timeout).
    pingInterval: 1_000,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1_000 },
    socket: {
      connectTimeout: 1_000,
      socketTimeout: 3_000,
      reconnectStrategy: (attempt) => Math.min(100 * 2 ** attempt, 5_000),
    },
  })
  let lastWarning = 0
  client.on('error', (error) => {
    // Without a listener the client stops reconnecting; one line per 30 s.
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now()
      console.warn(`Redis unavailable, caching in this instance's memory: ${error.message}`)
    }
  })
  // One key space per build: a build never reads another's pages.
  const redis = createRedisHandler({ client, keyPrefix: `site:${buildId}:`, timeoutMs: 1_000 })

  let memory = createLruHandler()
  const missedTags = new Set()
  client.on('ready', () => {
    memory = createLruHandler()
    const tags = [...missedTags]
    missedTags.clear()
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missedTags.add(tag))
  })
  const whileRedisIsAway = {
    name: 'memory-while-redis-is-away',
    get: (key, meta) => memory.get(key, meta),
    set: (key, value, ctx) => (client.isReady ? Promise.resolve() : memory.set(key, value, ctx)),
    revalidateTag: (tag) => {
      if (!client.isReady) missedTags.add(tag)
      return memory.revalidateTag(tag)
    },
    delete: (key) => memory.delete(key),
  }

  // Never awaited: it retries in the background while Redis is down.
  client.connect().catch(() => {})
  await Promise.race([new Promise((resolve) => client.once('ready', resolve)), wait(1_000)])
  return { handlers: [redis, whileRedisIsAway] }
})

const headerTags = (value) =>
  String(value?.headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(Boolean)

/**
 * Two gaps of the package with Next.js 16.4: cached route handlers (sitemap,
 * feeds) are stored without their tags, and entries lose their lifetime.
 */
export default class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry?.value?.cacheControl) entry.cacheControl = entry.value.cacheControl
    return entry
  }

  async set(key, data, ctx) {
    let value = data
    let context = ctx
    if (value && value.kind !== 'FETCH' && context?.cacheControl) {
      value = { ...value, cacheControl: context.cacheControl }
    }
    if (value?.kind === 'APP_ROUTE') context = { ...context, tags: headerTags(value) }
    return super.set(key, value, context)
  }
}

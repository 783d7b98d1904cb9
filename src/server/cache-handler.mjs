// @ts-check
/* global process, setTimeout */
// Next.js's cache of pages and data for the running server (next.config.ts),
// on Next's documented `cacheHandler` contract through a maintained handler
// package (`@fortedigital/nextjs-cache-handler`); no private part of Next.js.
// Next.js imports this file natively at run time, so it is JavaScript,
// type-checked with the rest (`npm run typecheck`).
//
// Without REDIS_URL: this instance's memory (CACHE_MEMORY_MB, least recently
// used out first). It starts empty: after a start or a restart each page is
// rendered from the saved content on its first visit, never read from the
// build's files, which may be older than the last saves.
//
// With REDIS_URL: the cache in Redis, shared by every instance: every
// instance reads and invalidates the same cache, so a publish on one
// refreshes the pages of all. Redis away: each instance falls back to its
// own memory (started empty each time, so it never serves what another
// instance invalidated meanwhile), and the tags invalidated meanwhile are
// invalidated in Redis once it is back.
//
// What the site adds to the package, and when it can go (docs/decisions/011):
// - Next.js dates an entry when it is stored, not when its render began, so
//   a render that read the content before an editor's save and ended after
//   the invalidation would be kept as current. Entries are dated from their
//   request's start here, and refused when one of their tags was invalidated
//   since. The same race was fixed upstream for `'use cache'` entries
//   (vercel/next.js#96726); remove the guard when pages and cached reads are
//   dated from their render's start.
// - The package drops the entries of a content tag that exist at that moment
//   but dates only Next's path tags, stores route handlers' answers without
//   their tags (fortedigital/nextjs-cache-handler#22) and loses entries'
//   lifetimes. Remove that mending when the package dates every tag and
//   keeps both.
// - Entries tagged not-stored (src/data/not-stored.ts) are never stored.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Invalidations, isNotStored, renderStart } from './cache-render-starts.mjs'
import { redisClient } from '../lib/redis-client.mjs'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {Parameters<CacheHandler['get']>} GetArguments
 * @typedef {Parameters<CacheHandler['set']>} SetArguments
 */

/** The invalidations of this process, against which its memory holds entries. */
const invalidations = new Invalidations()

/**
 * How much this instance keeps in memory, from Next's `cacheMaxMemorySize`
 * (CACHE_MEMORY_MB in next.config.ts); 50 MB when Next passes none.
 */
let memoryBytes = 50 * 1024 * 1024

/**
 * This instance's memory. The package's LRU measures an entry by its JSON
 * (bytes of a page count about three times), so the memory it takes stays
 * below the bound. An entry whose render began before an invalidation of one
 * of its tags is not stored: the entry it would replace is gone, and the
 * next visitor's request renders it from the saved content.
 * @returns {Handler}
 */
function memoryHandler() {
  // Bounded by size; the count only sizes the LRU's own tables.
  const lru = createLruHandler({ maxItemSizeBytes: memoryBytes, maxItemsNumber: 100_000 })
  return {
    ...lru,
    name: 'memory-dated-renders',
    set: (key, value, ctx) =>
      // `lastModified` is the render's start less 1 ms (SiteCacheHandler.set).
      invalidations.since(value.tags, value.lastModified + 1)
        ? Promise.resolve()
        : lru.set(key, value, ctx),
    revalidateTag: (tag) => {
      invalidations.invalidated([tag])
      return lru.revalidateTag(tag)
    },
  }
}

/** The hash in which the Redis handler keeps when each tag was invalidated. */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__'

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

CacheHandler.onCreation(async ({ buildId }) => {
  if (!process.env.REDIS_URL) return { handlers: [memoryHandler()] }
  const client = redisClient({
    url: process.env.REDIS_URL,
    name: 'site-cache',
    meanwhile: "caching in this instance's memory",
  })
  // One key space per build: a build never reads another's pages.
  const keyPrefix = `site:${buildId}:`
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 })
  // The package dates the invalidations of Next's own path tags only, and
  // drops the entries of the content's tags that exist at that moment: an
  // entry stored a moment later, by a render that read the content before the
  // save, would count as current. Each invalidation is dated here too, so
  // that such an entry (dated from its render's start) is refused on every
  // instance.
  const redis = {
    ...shared,
    name: 'redis-dated-tags',
    revalidateTag: async (/** @type {string} */ tag) => {
      await client.hSet(`${keyPrefix}${REVALIDATED_TAGS_KEY}`, tag, String(Date.now()))
      return shared.revalidateTag(tag)
    },
  }

  let memory = memoryHandler()
  /** @type {Set<string>} */
  const missedTags = new Set()
  client.on('ready', () => {
    memory = memoryHandler()
    const tags = [...missedTags]
    missedTags.clear()
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missedTags.add(tag))
  })
  /** @type {Handler} */
  const whileRedisIsAway = {
    name: 'memory-while-redis-is-away',
    get: (key, meta) => memory.get(key, meta),
    set: (key, value, ctx) => (client.isReady ? Promise.resolve() : memory.set(key, value, ctx)),
    revalidateTag: (tag) => {
      if (!client.isReady) missedTags.add(tag)
      return memory.revalidateTag(tag)
    },
    delete: (key) => memory.delete?.(key) ?? Promise.resolve(),
  }

  // Never awaited: it retries in the background while Redis is down.
  client.connect().catch(() => {})
  await Promise.race([new Promise((resolve) => client.once('ready', resolve)), wait(1_000)])
  return { handlers: [redis, whileRedisIsAway] }
})

/** @param {{ headers?: Record<string, unknown> }} value */
const headerTags = (value) =>
  String(value.headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(Boolean)

/**
 * The package's handler, with the site's additions (above): entries dated
 * from the start of the request that rendered them, so that an invalidation
 * during the render (on any instance) leaves them stale; route handlers'
 * answers (sitemap, feeds) stored with their tags; entries' lifetimes kept;
 * not-stored entries refused.
 */
export default class SiteCacheHandler extends CacheHandler {
  /** @param {ConstructorParameters<typeof CacheHandler>[0] & { maxMemoryCacheSize?: number }} context */
  constructor(context) {
    super(context)
    if (context.maxMemoryCacheSize) memoryBytes = context.maxMemoryCacheSize
  }

  /**
   * @override
   * @param {GetArguments} args
   */
  async get(...args) {
    const entry = await super.get(...args)
    // Kept beside the value by `set`, below.
    const kept = /** @type {{ cacheControl?: unknown } | null | undefined} */ (entry?.value)
    if (entry && kept?.cacheControl) {
      entry.cacheControl = /** @type {typeof entry.cacheControl} */ (kept.cacheControl)
    }
    return entry
  }

  /**
   * @override
   * @param {SetArguments} args
   */
  async set(...args) {
    const [key, data, ctx] = args
    if (isNotStored(data, ctx)) return
    let value = data
    const context = /** @type {SetArguments[2] & { internal_lastModified?: number }} */ ({ ...ctx })
    const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined
    if (value && value.kind !== 'FETCH' && cacheControl) {
      value = /** @type {typeof value} */ (/** @type {unknown} */ ({ ...value, cacheControl }))
    }
    if (value?.kind === 'APP_ROUTE') context.tags = headerTags(value)
    const start = renderStart()
    // One millisecond earlier: an invalidation in the very millisecond counts as later.
    if (start !== undefined) context.internal_lastModified = start - 1
    return super.set(key, value, context)
  }
}

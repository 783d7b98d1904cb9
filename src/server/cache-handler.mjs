// @ts-check
/* global process, console, setTimeout */
// Next.js's cache of pages and data for the running server (next.config.ts).
// Next.js imports this file natively at run time, so it is JavaScript,
// type-checked with the rest (`npm run typecheck`).
//
// Why the site has its own, and when it can go (docs/decisions/011):
// - Next.js dates an entry when it is stored, not when its render began, so
//   a render that read the content before an editor's save and ended after
//   the invalidation is kept as current. No upstream issue covers the
//   incremental cache; the same race was fixed for `'use cache'` entries,
//   which are now dated from before their fill (vercel/next.js#96726). Remove
//   the guard when pages and cached reads are dated from their render's start.
// - Next.js keeps its tag invalidations in memory only: after a restart,
//   cached entries from before the last saves count as current again.
//   Remove `restoreInvalidations` when the tags manifest outlives a restart.
// - Several instances share one cache only through a handler such as
//   `@fortedigital/nextjs-cache-handler` (Redis), which drops the entries of
//   a content tag that exist at that moment but dates only Next's path tags,
//   stores route handlers' answers without their tags
//   (fortedigital/nextjs-cache-handler#22) and loses entries' lifetimes.
//   Remove `SharedCacheHandler`'s mending when the package dates every tag
//   and keeps both.
//
// Without REDIS_URL: Next.js's own cache in this instance's memory (the build's
// pages read from their files).
//
// With REDIS_URL: the cache in Redis, shared by every instance: every
// instance reads and invalidates the same cache, so a publish on one
// refreshes the pages of all.
//
// Redis away: each instance falls back to its own memory (started empty each
// time, so it never serves what another instance invalidated meanwhile), and
// the tags invalidated meanwhile are invalidated in Redis once it is back.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fs from 'node:fs'
import path from 'node:path'
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import nextTagsManifest from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { entryTags, Invalidations, isNotStored, renderStart } from './cache-render-starts.mjs'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {Parameters<CacheHandler['get']>} GetArguments
 * @typedef {Parameters<CacheHandler['set']>} SetArguments
 * @typedef {Parameters<import('next/dist/server/lib/incremental-cache').CacheHandler['revalidateTag']>} RevalidateArguments
 * @typedef {import('next/dist/server/lib/incremental-cache/tags-manifest.external').TagManifestEntry} TagManifestEntry
 */

/** The invalidations of this process (the cache without Redis). */
const invalidations = new Invalidations()

/** The hash in which the Redis handler keeps when each tag was invalidated. */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__'

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Named, so that an operator (or a test) sees it in CLIENT LIST.
    name: 'site-cache',
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

  let memory = createLruHandler()
  /** @type {Set<string>} */
  const missedTags = new Set()
  client.on('ready', () => {
    memory = createLruHandler()
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
 * The shared cache. Entries are dated from the start of the request that
 * rendered them, so that an invalidation during the render (on any instance)
 * leaves them stale.
 * Also mends two gaps of the package with Next.js 16.4: cached route handlers
 * (sitemap, feeds) are stored without their tags, and entries lose their
 * lifetime.
 */
class SharedCacheHandler extends CacheHandler {
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

// CommonJS modules: a native import sees their exports under `default`.
/** @typedef {{ default?: typeof nextFileSystemCache }} FileSystemCacheModule */
const FileSystemCache =
  /** @type {FileSystemCacheModule} */ (nextFileSystemCache).default ?? nextFileSystemCache
/** @typedef {{ default?: typeof nextTagsManifest }} TagsManifestModule */
const { tagsManifest } =
  /** @type {TagsManifestModule} */ (nextTagsManifest).default ?? nextTagsManifest

/**
 * When each tag was invalidated, kept beside the build's pages. Next.js keeps
 * it in memory only: after a restart, the files of pages and data cached
 * before an editor's last saves counted as current again (a deleted opening
 * stayed in the sitemap until the next change of the openings).
 */
const invalidationsFile = (/** @type {string} */ serverDistDir) =>
  path.join(serverDistDir, 'invalidated-tags.json')

/**
 * @param {string} file
 * @returns {Record<string, TagManifestEntry | undefined>}
 */
function readInvalidations(file) {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'))
    return saved && typeof saved === 'object' ? saved : {}
  } catch {
    return {}
  }
}

/** Takes over the invalidations saved by earlier runs of this build (once per process). */
const restored = new Set()
/** @param {string} file */
function restoreInvalidations(file) {
  if (restored.has(file)) return
  restored.add(file)
  for (const [tag, entry] of Object.entries(readInvalidations(file))) {
    const current = tagsManifest.get(tag)
    if (typeof entry?.expired === 'number' && !((current?.expired ?? -Infinity) >= entry.expired)) {
      tagsManifest.set(tag, { ...current, ...entry })
      invalidations.invalidated([tag], entry.expired)
    }
  }
}

/**
 * Adds `tags`' invalidations to the file (merged with other instances' of this build).
 * @param {string} file
 * @param {readonly string[]} tags
 */
function saveInvalidations(file, tags) {
  const saved = readInvalidations(file)
  for (const tag of tags) {
    const entry = tagsManifest.get(tag)
    if (entry) saved[tag] = { stale: entry.stale, expired: entry.expired }
  }
  const temporary = `${file}.${process.pid}.tmp`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(temporary, JSON.stringify(saved))
  fs.renameSync(temporary, file)
}

/**
 * Next.js's own cache, except that
 * - an entry rendered by a request that began before an invalidation of one
 *   of its tags is not stored: the entry it would replace stays invalid, and
 *   the next visitor's request renders it from the saved content;
 * - what it renders while running stays in memory, never in files. Next.js
 *   dates an entry read back from a file by the file's time, and writes files
 *   after answering: an entry rendered before a save, whose file was written
 *   after it, was read back (after a restart, or when a read of the file ended
 *   after the memory had the new entry) as newer than the save, and kept until
 *   the next one (a new opening missing from the sitemap and its own page).
 *   The build's pages are still read from their files;
 * - invalidations outlive a restart, so that those pages stay stale after one.
 */
class LocalCacheHandler extends FileSystemCache {
  /** @type {string | undefined} */
  #file

  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super({ ...ctx, flushToDisk: false })
    this.#file = ctx.serverDistDir ? invalidationsFile(ctx.serverDistDir) : undefined
    if (this.#file) restoreInvalidations(this.#file)
  }

  /**
   * @override
   * @param {SetArguments} args
   */
  async set(...args) {
    const [key, data, ctx] = args
    if (isNotStored(data, ctx)) return
    const start = renderStart()
    if (start !== undefined && invalidations.since(entryTags(data, ctx), start)) return
    return super.set(key, data, ctx)
  }

  /**
   * @override
   * @param {RevalidateArguments} args
   */
  async revalidateTag(...args) {
    const [tags, durations] = args
    const list = typeof tags === 'string' ? [tags] : tags
    invalidations.invalidated(list)
    await super.revalidateTag(tags, durations)
    if (this.#file && list.length > 0) {
      try {
        saveInvalidations(this.#file, list)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`Could not keep the cache invalidations in ${this.#file}: ${reason}`)
      }
    }
  }
}

export default process.env.REDIS_URL ? SharedCacheHandler : LocalCacheHandler

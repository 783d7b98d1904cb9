// @ts-check
// When the renders of cached entries began, so that an entry rendered from
// content read before an editor's save is never kept as if it were newer
// (docs/decisions/011). JavaScript, type-checked: Next.js loads the cache
// handler (cache-handler.mjs) natively at run time, and the site's server
// bundles this module.
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The start of the request being served, set by the site's server around
 * each request (src/server/main.ts). Whatever a request renders, it read its
 * content after that moment, so an entry it stores is dated from it. One
 * instance per process, whichever copy of this module is loaded.
 */
const shared = /** @type {{ [key: symbol]: AsyncLocalStorage<number> | undefined }} */ (
  /** @type {unknown} */ (globalThis)
)
export const requestStart = (shared[Symbol.for('tianyan.request-start')] ??=
  new AsyncLocalStorage())

/**
 * When the render being stored began at the latest, or undefined outside a request.
 * @returns {number | undefined}
 */
export function renderStart() {
  const start = requestStart.getStore()
  return typeof start === 'number' ? start : undefined
}

/** When each cache tag was last invalidated in this process. */
export class Invalidations {
  /** @type {Map<string, number>} */
  #at = new Map()
  #last = -Infinity

  /**
   * `tags` were invalidated now.
   * @param {readonly string[]} tags
   */
  invalidated(tags, now = Date.now()) {
    for (const tag of tags) this.#at.set(tag, now)
    this.#last = now
  }

  /**
   * Whether one of `tags` (any tag, when they are unknown) was invalidated
   * at or after `start`: a render that began then may hold older content.
   * @param {readonly string[] | undefined} tags
   * @param {number} start
   */
  since(tags, start) {
    if (!tags) return this.#last >= start
    return tags.some((tag) => (this.#at.get(tag) ?? -Infinity) >= start)
  }
}

/**
 * The tag of entries that must never be stored: a page rendered for a URL
 * that only stands for another (src/data/not-stored.ts). Such a page is
 * rendered for each request, so that what is cached stays bounded by the
 * content, whatever visitors ask.
 */
export const NOT_STORED_TAG = 'not-stored'

/**
 * What Next.js hands a cache handler to store: the value (a page, a route's
 * answer, a cached read) and its context. Only the parts read here are named.
 * @typedef {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} StoredValue
 * @typedef {{ tags?: readonly string[], softTags?: readonly string[] } | undefined} StoredContext
 */

/**
 * Whether an entry being stored carries the not-stored tag.
 * @param {StoredValue} data
 * @param {StoredContext} ctx
 */
export function isNotStored(data, ctx) {
  return Boolean(entryTags(data, ctx)?.includes(NOT_STORED_TAG))
}

/**
 * The cache tags of an entry being stored, or undefined when they cannot be told.
 * @param {StoredValue} data
 * @param {StoredContext} ctx
 * @returns {string[] | undefined}
 */
export function entryTags(data, ctx) {
  if (data?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = data?.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',').filter(Boolean) : undefined
}

// When the renders of cached entries began, so that an entry rendered from
// content read before an editor's save is never kept as if it were newer
// (docs/decisions/011). Plain JavaScript: Next.js loads the cache handler
// (cache-handler.mjs) natively at run time.

/** A render that has not finished after this long never will (its start is forgotten). */
const FORGET_AFTER_MS = 10 * 60 * 1000

/**
 * A lookup that finds no fresh entry is followed by the render that fills it
 * (pages, cached reads); the render read its content after that lookup. Each
 * key keeps the times of its lookups whose render has not been stored. Renders
 * end in any order (a slow one may finish after a later, quicker one), so the
 * render being stored is dated from the oldest of them, which is never later
 * than its own start, and one of them, the newest, is let go. A render whose
 * lookup went unrecorded gets no start: it is stored as before.
 */
export class RenderStarts {
  /** @type {Map<string, number[]>} oldest first */
  #starts = new Map()
  /** @type {Map<string, number>} */
  #invalidatedAt = new Map()
  #lastInvalidation = -Infinity

  /** A lookup of `key` found nothing fresh: a render of it begins now. */
  missed(key, now = Date.now()) {
    const starts = this.#starts.get(key)
    if (starts) starts.push(now)
    else this.#starts.set(key, [now])
    if (this.#starts.size > 10_000) this.#forget(now)
  }

  /** A render of `key` is being stored: when it began at the latest, if known. */
  started(key, now = Date.now()) {
    const starts = this.#starts.get(key)?.filter((start) => now - start <= FORGET_AFTER_MS)
    if (!starts || starts.length === 0) {
      this.#starts.delete(key)
      return undefined
    }
    const oldest = starts[0]
    starts.pop()
    if (starts.length > 0) this.#starts.set(key, starts)
    else this.#starts.delete(key)
    return oldest
  }

  /** `tags` were invalidated now. */
  invalidated(tags, now = Date.now()) {
    for (const tag of tags) this.#invalidatedAt.set(tag, now)
    this.#lastInvalidation = now
  }

  /**
   * Whether a render that began at `start` may hold content older than an
   * invalidation of one of `tags` (of any tag, when they are unknown).
   */
  predatesInvalidation(tags, start) {
    if (!tags) return this.#lastInvalidation >= start
    return tags.some((tag) => (this.#invalidatedAt.get(tag) ?? -Infinity) >= start)
  }

  #forget(now) {
    for (const [key, starts] of this.#starts) {
      const kept = starts.filter((start) => now - start <= FORGET_AFTER_MS)
      if (kept.length > 0) this.#starts.set(key, kept)
      else this.#starts.delete(key)
    }
  }
}

/**
 * Whether a cache entry as a handler returns it is past its lifetime (Next.js
 * then serves it and renders it anew in the background).
 */
export function staleByTime(entry, ctx, now = Date.now()) {
  const revalidate =
    entry?.value?.kind === 'FETCH'
      ? (ctx?.revalidate ?? entry.value.revalidate)
      : (entry?.cacheControl?.revalidate ?? entry?.value?.cacheControl?.revalidate)
  if (typeof revalidate !== 'number' || typeof entry?.lastModified !== 'number') return false
  return now - entry.lastModified > revalidate * 1000
}

/** The cache tags of an entry being stored, or undefined when they cannot be told. */
export function entryTags(data, ctx) {
  if (data?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = data?.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',').filter(Boolean) : undefined
}

/**
 * Remembers the answer of an asynchronous lookup per key for `ttlMs`:
 * requests for the same key within that time share one lookup (the one in
 * flight included). At most `maxKeys` answers are kept; the oldest goes
 * first. A lookup that fails is not kept.
 */
export function shortMemo<T>(
  lookup: (key: string) => Promise<T>,
  { ttlMs, maxKeys }: { ttlMs: number; maxKeys: number },
  now: () => number = Date.now,
): (key: string) => Promise<T> {
  const kept = new Map<string, { at: number; answer: Promise<T> }>()
  return (key) => {
    const entry = kept.get(key)
    if (entry && now() - entry.at < ttlMs) return entry.answer
    kept.delete(key)
    const answer = lookup(key)
    kept.set(key, { at: now(), answer })
    answer.catch(() => kept.delete(key))
    while (kept.size > maxKeys) {
      const oldest = kept.keys().next().value
      if (oldest === undefined) break
      kept.delete(oldest)
    }
    return answer
  }
}

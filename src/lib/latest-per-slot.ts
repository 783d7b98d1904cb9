/**
 * What is derived from content, held in this process for the latest version
 * of that content: per slot (a language, say), the one computation of the
 * last version asked for, shared by everyone who asks while it runs and
 * after. A new version replaces the old one's result; a failed computation
 * is forgotten, so the next ask tries again. Memory: one result per slot.
 */
export function latestPerSlot<S extends string, T>(
  compute: (slot: S, version: string) => Promise<T>,
): (slot: S, version: string) => Promise<T> {
  const held = new Map<S, { version: string; value: Promise<T> }>()
  return (slot, version) => {
    const found = held.get(slot)
    if (found?.version === version) return found.value
    const value = compute(slot, version)
    held.set(slot, { version, value })
    value.catch(() => {
      if (held.get(slot)?.value === value) held.delete(slot)
    })
    return value
  }
}

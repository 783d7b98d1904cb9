/** Dotted keys of a message catalogue (leaves only). */
export function messageKeys(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return value && typeof value === 'object'
      ? messageKeys(value as Record<string, unknown>, path)
      : [path]
  })
}

/** Keys present in one catalogue and missing from the other. */
export function missingKeys(
  catalogues: Record<string, Record<string, unknown>>,
): Record<string, string[]> {
  const keys = Object.fromEntries(
    Object.entries(catalogues).map(([locale, messages]) => [
      locale,
      new Set(messageKeys(messages)),
    ]),
  )
  const all = new Set(Object.values(keys).flatMap((set) => [...set]))
  return Object.fromEntries(
    Object.entries(keys).map(([locale, set]) => [
      locale,
      [...all].filter((key) => !set.has(key)).sort(),
    ]),
  )
}

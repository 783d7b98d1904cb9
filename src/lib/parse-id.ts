/** A positive integer id from a path segment or query value; null for anything else. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,11}$/.test(value)) return null
  return Number(value)
}

/**
 * The job board's filters in the URL (`/profile?tab=2&location=beijing&type=full_time`):
 * read back on load and on Back, so a filtered list can be shared and restored.
 * Unknown values are ignored (the filter shows "all").
 */
export type JobFilters<L extends string, T extends string> = { location: L | ''; type: T | '' }

/** The filters a query string stands for, among the known values. */
export function jobFiltersOf<L extends string, T extends string>(
  search: string,
  locations: readonly L[],
  types: readonly T[],
): JobFilters<L, T> {
  const params = new URLSearchParams(search)
  const pick = <K extends string>(value: string | null, known: readonly K[]): K | '' =>
    known.find((key) => key === value) ?? ''
  return {
    location: pick(params.get('location'), locations),
    type: pick(params.get('type'), types),
  }
}

/** The query string with these filters, keeping the rest of it (the tab). */
export function withJobFilters(search: string, filters: JobFilters<string, string>): string {
  const params = new URLSearchParams(search)
  for (const name of ['location', 'type'] as const) {
    if (filters[name]) params.set(name, filters[name])
    else params.delete(name)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

import type { NewsCategory } from './news-categories'

/** Years, and months per year, that hold at least one article (of a category, when given). */
export type NewsFacets = { years: number[]; months: Record<number, number[]> }

/**
 * How many visible articles each category has per Shanghai month: enough to
 * tell which list views exist (their years, months and pages).
 */
export type NewsCounts = {
  perPage: number
  groups: { category: NewsCategory; year: number; month: number; count: number }[]
}

/** The years and months that hold articles, of one category or of any. */
export function facetsOfCounts(counts: NewsCounts, category?: NewsCategory): NewsFacets {
  const months: Record<number, number[]> = {}
  for (const group of counts.groups) {
    if (category && group.category !== category) continue
    const list = (months[group.year] ??= [])
    if (!list.includes(group.month)) list.push(group.month)
  }
  for (const list of Object.values(months)) list.sort((a, b) => a - b)
  const years = Object.keys(months)
    .map(Number)
    .sort((a, b) => b - a)
  return { years, months }
}

import type { Where } from 'payload'
import { timeZone } from '@/i18n/locales'
import { writtenIn } from '@/content/written-in'

/**
 * The news domain, written once: its categories and views, who may read an
 * article, and the calendar it is grouped by. The CMS, the readers of
 * src/data, the proxy and the pages all take these from here.
 */

/** The categories of news articles: the CMS's options, the list's filter and the URL's values. */
export const newsCategories = ['company', 'industry', 'article'] as const
export type NewsCategory = (typeof newsCategories)[number]

/** How the list shows its articles: cards in a grid, or rows. */
export const newsViews = ['grid', 'list'] as const
export type NewsView = (typeof newsViews)[number]

export const NEWS_PER_PAGE = 9

/**
 * The longest title, in characters, per language: what a search result shows
 * in full (about 30 Chinese characters or 60 Latin letters on a line, two
 * lines at most) and what fits the share card's title block.
 */
export const NEWS_TITLE_MAX = { zh: 40, en: 90 } as const

/**
 * What visitors may read: published and due (an article published with a date
 * still ahead is scheduled and stays hidden until then), and, for a language,
 * written in it. The CMS's access rule, the readers and the scheduled-article
 * check all use it.
 */
export function visibleArticles(now: Date, locale?: string): Where {
  const and: Where[] = [
    { _status: { equals: 'published' } },
    { publishedAt: { less_than_equal: now.toISOString() } },
  ]
  if (locale) and.push(writtenIn(locale, ['title', 'summary', 'body']))
  return { and }
}

const calendar = new Intl.DateTimeFormat('en-US', {
  timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** The site's wall clock at an instant, as the UTC fields of a timestamp. */
function wallClock(instant: number): number {
  const parts: Record<string, number> = {}
  for (const { type, value } of calendar.formatToParts(instant)) parts[type] = Number(value)
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

/**
 * The zone's offset through each UTC month (from a day before it to a day
 * after it), or null when it changes inside: asked once per month instead
 * of once per article (formatting a date in a zone is slow; the counts of
 * 10,000 articles spent half a second on it).
 */
const monthOffsets = new Map<number, number | null>()

function offsetThrough(instant: number): number | null {
  const date = new Date(instant)
  const key = date.getUTCFullYear() * 12 + date.getUTCMonth()
  let offset = monthOffsets.get(key)
  if (offset === undefined) {
    const before = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0)
    const after = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 2)
    const first = wallClock(before) - before
    offset = wallClock(after) - after === first ? first : null
    monthOffsets.set(key, offset)
  }
  return offset
}

/** The year and month of an instant (ISO, or milliseconds) in the site's time zone. */
export function calendarMonth(at: string | number): { year: number; month: number } {
  const instant = typeof at === 'number' ? at : new Date(at).getTime()
  const offset = offsetThrough(instant)
  const date = new Date(offset === null ? wallClock(instant) : instant + offset)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
}

/** The instant the site's clock shows a wall time (given as UTC fields). */
function instantOfWallTime(wall: number): number {
  // The zone's offset at the guess, then at the result (they differ only across a clock change).
  const first = wall - (wallClock(wall) - wall)
  return wall - (wallClock(first) - first)
}

/** The first and last instant of a year or a month in the site's time zone, as ISO strings. */
export function calendarPeriod(year: number, month?: number): { from: string; to: string } {
  const start = instantOfWallTime(Date.UTC(year, month ? month - 1 : 0, 1))
  const end = instantOfWallTime(Date.UTC(month ? year : year + 1, month ? month : 0, 1))
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() }
}

/** Years, and months per year, that hold at least one article (of a category, when given). */
export type NewsFacets = { years: number[]; months: Record<number, number[]> }

/**
 * How many visible articles each category has per month: enough to tell
 * which list views exist (their years, months and pages).
 */
export type NewsCounts = {
  perPage: number
  groups: { category: NewsCategory; year: number; month: number; count: number }[]
  /** When they were counted: what was visible then (ISO). */
  asOf?: string
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

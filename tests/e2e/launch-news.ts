import { news2023 } from '../../src/content-types/news/cms/launch-2023'
import { news2024 } from '../../src/content-types/news/cms/launch-2024'
import { news2025 } from '../../src/content-types/news/cms/launch-2025'
import { news2026 } from '../../src/content-types/news/cms/launch-2026'
import type { SeedArticle } from '../../src/content-types/news/cms/launch'

/** Articles per page of the news list. */
export const NEWS_PER_PAGE = 9

const all = [...news2023, ...news2024, ...news2025, ...news2026]

/** The launch articles visitors see, newest first. */
export const publishedNews: SeedArticle[] = all
  .filter((article) => !article.state)
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))

/** The draft and the scheduled launch article. */
export const hiddenNews: SeedArticle[] = all.filter((article) => article.state)

/** Shanghai year and month of a launch article (its dates are written in +08:00). */
export function yearMonth(article: SeedArticle): { year: number; month: number } {
  const [year = 0, month = 0] = article.publishedAt.slice(0, 7).split('-').map(Number)
  return { year, month }
}

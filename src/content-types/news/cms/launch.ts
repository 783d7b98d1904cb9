import type { Block } from '@/cms/seed/lexical'
import type { CoverMotif } from '@/cms/seed/content/types'
import { news2023 } from './launch-2023'
import { news2024 } from './launch-2024'
import { news2025 } from './launch-2025'
import { news2026 } from './launch-2026'

/** Text of an item in one language. */
export type ArticleText = {
  title: string
  /** One or two sentences shown in lists. */
  summary: string
  /** Three to six paragraphs, with at least one heading and one list. */
  body: Block[]
}

export type SeedArticle = {
  /** Stable, unique key (kebab-case): the seed finds the article again by it. */
  key: string
  category: 'company' | 'industry' | 'article'
  /** Publish time in China time, e.g. '2024-03-18T10:00:00+08:00'. */
  publishedAt: string
  /** Draft (never published) or scheduled (published with a date ahead); published otherwise. */
  state?: 'draft' | 'scheduled'
  cover: { motif: CoverMotif; /** Hue of the artwork, 0–359. */ hue: number }
  zh: ArticleText
  en: ArticleText
}

/** Every launch article (the content brief), oldest first. */
export const launchArticles: readonly SeedArticle[] = [
  ...news2023,
  ...news2024,
  ...news2025,
  ...news2026,
]

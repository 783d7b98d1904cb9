import 'server-only'
import type { ItemKind } from '@/content/types'
import type { Locale } from '@/i18n/locales'
import { getJobLocales } from './jobs'
import { getArticleLocales } from './news-article'

/**
 * The languages visitors can read an item in, per kind of item page
 * (src/content/types.ts): a kind without its reader here does not compile.
 */
export const itemLocales: Record<ItemKind, (id: number) => Promise<Locale[]>> = {
  article: getArticleLocales,
  job: getJobLocales,
}

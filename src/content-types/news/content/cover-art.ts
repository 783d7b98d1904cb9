import { coversRoot, type DrawnArt } from '@/content/drawn-covers'
import { newsCategories, type NewsCategory } from './model'

/**
 * The art of an article without an uploaded cover, drawn from its own data
 * (src/lib/generated-art.ts): its category's colour and a pattern seeded by
 * its id. Its share card stands on the same art. Served as SVG under
 * `coversRoot`, at an address naming the id and the category, so that the
 * file at an address never changes.
 */

/** The hue of each category's art. */
export const categoryHue: Record<NewsCategory, number> = {
  company: 228,
  industry: 172,
  article: 262,
}

/**
 * Bumped when the art's drawing changes, so that every drawn cover gets a
 * new address.
 */
const DESIGN = 1

/** The seed and hue of an article's art (the seed spells the article as its share card does). */
export function articleArt(id: number, category: NewsCategory): DrawnArt {
  return { seed: `article-${id}`, hue: categoryHue[category] }
}

/** The address of an article's drawn cover: `/covers/article-12.industry.1.svg`. */
export function drawnCoverHref(id: number, category: NewsCategory): string {
  return `${coversRoot}/article-${id}.${category}.${DESIGN}.svg`
}

const fileName = /^article-([1-9]\d{0,9})\.([a-z]+)\.(\d+)\.svg$/

/** What a drawn cover's file name names, or null for any name no drawn cover has. */
export function parseCoverFile(file: string): { id: number; category: NewsCategory } | null {
  const match = fileName.exec(file)
  if (!match) return null
  const [, id, category, design] = match
  if (Number(design) !== DESIGN) return null
  if (!newsCategories.includes(category as NewsCategory)) return null
  return { id: Number(id), category: category as NewsCategory }
}

/** The art a drawn cover's file name stands for, or null for a name no article's cover has. */
export function articleCoverArt(file: string): DrawnArt | null {
  const cover = parseCoverFile(file)
  return cover && articleArt(cover.id, cover.category)
}

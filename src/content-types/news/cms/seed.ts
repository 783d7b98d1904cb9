import type { Payload } from 'payload'
import { richText } from '@/cms/seed/lexical'
import { coverLayoutsFor } from '@/cms/seed/covers'
import { DAY_MS, drawnCover, findSeeded, type Seed } from '@/cms/seed/tools'
import { launchArticles, type SeedArticle } from './launch'

/** How each launch article's cover is composed: neighbours and one subject's covers differ. */
const layouts = new Map(
  coverLayoutsFor(launchArticles.map(({ cover }) => cover)).map((layout, index) => [
    launchArticles[index]!.key,
    layout,
  ]),
)

async function seedArticle(payload: Payload, article: SeedArticle, now: Date): Promise<boolean> {
  if ((await findSeeded(payload, 'news', article.key)) !== undefined) return false
  const coverId = await drawnCover(
    payload,
    article.key,
    article.cover.motif,
    article.cover.hue,
    layouts.get(article.key),
  )
  const draft = article.state === 'draft'
  // A scheduled article stays ahead of the day the site is first started.
  const publishedAt =
    article.state === 'scheduled'
      ? new Date(Math.max(Date.parse(article.publishedAt), now.getTime() + 14 * DAY_MS))
      : new Date(article.publishedAt)
  const text = (locale: 'zh' | 'en') => ({
    title: article[locale].title,
    summary: article[locale].summary,
    body: richText(article[locale].body),
  })
  const created = await payload.create({
    collection: 'news',
    locale: 'zh',
    draft,
    data: {
      ...text('zh'),
      category: article.category,
      publishedAt: publishedAt.toISOString(),
      cover: coverId,
      seedKey: article.key,
      _status: draft ? 'draft' : 'published',
    },
  })
  await payload.update({
    collection: 'news',
    id: created.id,
    locale: 'en',
    draft,
    data: { ...text('en'), _status: draft ? 'draft' : 'published' },
  })
  return true
}

/** The launch articles not there yet. */
export const seedNews: Seed = async (payload, now) => {
  let added = 0
  for (const article of launchArticles) {
    if (await seedArticle(payload, article, now)) added++
  }
  return added
}

import type { Payload } from 'payload'
import { cacheTags, newsArticleTag } from '@/content/cache-tags'
import { visibleArticles } from '../content/model'

/** Published articles whose publish date fell in (since, until]: they appear now. */
export async function articlesComingDue(payload: Payload, since: Date, until: Date) {
  const { docs } = await payload.find({
    collection: 'news',
    where: {
      and: [visibleArticles(until), { publishedAt: { greater_than: since.toISOString() } }],
    },
    pagination: false,
    depth: 0,
    select: { publishedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/** The caches to refresh for the articles that came due in (since, until]: none when none did. */
export async function newsComingDue(payload: Payload, since: Date, until: Date) {
  const ids = await articlesComingDue(payload, since, until)
  return ids.length > 0 ? [cacheTags.news, ...ids.map(newsArticleTag)] : []
}

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import { richText } from './lexical'
import { coverFile, coverLayoutsFor, motifAlt } from './covers'
import { uploadOnce } from './tools'
import { bulkArticle, bulkCovers, type BulkArticle } from './bulk-articles'
import { deferMediaVisibility, refreshMediaVisibility } from '../hooks/media-visibility'
import { searchIndexSettled } from '../search-index/index-items'

export type BulkOptions = {
  /** How many articles the archive should hold from this seed (those already there count). */
  articles: number
  /** Articles written at once (PostgreSQL takes several; SQLite writes one at a time anyway). */
  jobs?: number
  seed?: number
  now?: Date
  onProgress?: (done: number, total: number) => void
}

/** The generated covers, uploaded once per database and reused by every bulk article. */
async function bulkCoverIds(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  const layouts = coverLayoutsFor(bulkCovers)
  for (const [index, { motif, hue }] of bulkCovers.entries()) {
    const seedKey = `bulk-cover-${index}`
    ids.push(
      await uploadOnce(
        payload,
        seedKey,
        () => coverFile(motif, hue, seedKey, layouts[index]),
        motifAlt[motif],
      ),
    )
  }
  return ids
}

/**
 * On SQLite, this process's connection stops waiting for each statement to
 * reach the disk (every statement of the CMS commits on its own): an import
 * then writes in minutes instead of an hour. The database file stays as it
 * is for the site; a machine's crash in the middle of an import can leave it
 * to be restored from its backup, as for any bulk load.
 */
async function writeWithoutWaitingForDisk(payload: Payload) {
  const client = (
    payload.db as unknown as { client?: { execute: (sql: string) => Promise<unknown> } }
  ).client
  if (payload.db.name === 'sqlite' && client) await client.execute('PRAGMA synchronous = OFF')
}

/** The seed keys of the bulk articles already in the database. */
async function existingKeys(payload: Payload, seed: number): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'news',
    where: { seedKey: { like: `bulk-${seed}-` } },
    pagination: false,
    depth: 0,
    select: { seedKey: true },
    draft: true,
  })
  return new Set(docs.map((doc) => doc.seedKey).filter((key): key is string => !!key))
}

/** Writes one generated article through the CMS: its first language, then its second. */
async function writeArticle(payload: Payload, article: BulkArticle, coverId: number) {
  const draft = article.state === 'draft'
  const status = draft ? 'draft' : 'published'
  const languages = (['zh', 'en'] as const).filter((language) => article[language])
  const context = { [deferMediaVisibility]: true }
  let id: number | undefined
  for (const language of languages) {
    const text = article[language]!
    const data = {
      title: text.title,
      summary: text.summary,
      body: richText(text.body),
      _status: status,
    } as const
    if (id === undefined) {
      const created = await payload.create({
        collection: 'news',
        locale: language,
        draft,
        context,
        data: {
          ...data,
          category: article.category,
          publishedAt: article.publishedAt,
          cover: coverId,
          seedKey: article.key,
        },
      })
      id = created.id
    } else {
      await payload.update({ collection: 'news', id, locale: language, draft, context, data })
    }
  }
}

/**
 * Adds generated bilingual articles (src/cms/seed/bulk-articles.ts) until the
 * archive of `seed` holds `articles` of them. Every article is written
 * through the CMS with its hooks; which media visitors may see is brought up
 * to date once at the end instead of after each article (the same result).
 * Returns how many were added.
 */
export async function seedBulk(payload: Payload, options: BulkOptions): Promise<number> {
  const { articles, jobs = 1, seed = 1, now = new Date(), onProgress } = options
  if (articles === 0) return 0
  await writeWithoutWaitingForDisk(payload)
  const covers = await bulkCoverIds(payload)
  const existing = await existingKeys(payload, seed)
  const todo = Array.from({ length: articles }, (_, index) =>
    bulkArticle(seed, index, now, (cover) => covers[cover]!),
  ).filter((article) => !existing.has(article.key))
  let next = 0
  let done = 0
  const worker = async () => {
    for (let article = todo[next++]; article; article = todo[next++]) {
      await writeArticle(payload, article, covers[article.cover]!)
      onProgress?.(++done, todo.length)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker))
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await refreshMediaVisibility(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // Each article's search entries are written after its commit: all are in before this returns.
  await searchIndexSettled(payload)
  return todo.length
}

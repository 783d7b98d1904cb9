import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { plainPng } from '../fixtures/pictures'
import { visibleArticles } from '@/content-types/news/content/model'
import { richText } from '@/cms/seed/lexical'

/** A statement the database was sent, with its values. */
type Statement = { sql: string; args: unknown[] }

type SqliteClient = {
  execute: (query: string | { sql: string; args?: unknown[] }) => Promise<{ rows: unknown[] }>
}
type PostgresClient = {
  query: (
    text: string | { text: string; values?: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: Record<string, string>[] }>
  release: () => void
}
type PostgresPool = PostgresClient & { connect: () => Promise<PostgresClient> }

/** Runs `read` and returns every SELECT it sent to the database. */
async function statementsOf(payload: Payload, read: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = []
  const db = payload.db as unknown as { name: string; client?: SqliteClient; pool?: PostgresPool }
  if (db.name === 'postgres') {
    const pool = db.pool!
    const query = pool.query.bind(pool)
    pool.query = (text: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
      const sql = typeof text === 'string' ? text : text.text
      statements.push({
        sql,
        args: (typeof text === 'string' ? values : (text.values ?? values)) ?? [],
      })
      return query(text, values)
    }
    try {
      await read()
    } finally {
      pool.query = query
    }
  } else {
    const client = db.client!
    const execute = client.execute.bind(client)
    client.execute = (query) => {
      if (typeof query === 'string') statements.push({ sql: query, args: [] })
      else statements.push({ sql: query.sql, args: query.args ?? [] })
      return execute(query)
    }
    try {
      await read()
    } finally {
      client.execute = execute
    }
  }
  return statements.filter((statement) => /^\s*select/i.test(statement.sql))
}

/** The lines of the database's plan of a statement. */
async function planOf(payload: Payload, statement: Statement): Promise<string[]> {
  const db = payload.db as unknown as { name: string; client?: SqliteClient; pool?: PostgresPool }
  if (db.name === 'postgres') {
    const client = await db.pool!.connect()
    try {
      // The tables of the tests are small enough for any plan to read them
      // whole: asked to avoid that, the planner shows what its indexes allow.
      await client.query('SET enable_seqscan = off')
      const { rows } = await client.query({
        text: `EXPLAIN ${statement.sql}`,
        values: statement.args,
      })
      return rows.map((row) => Object.values(row)[0] ?? '')
    } finally {
      await client.query('RESET enable_seqscan')
      client.release()
    }
  }
  const { rows } = await db.client!.execute({
    sql: `EXPLAIN QUERY PLAN ${statement.sql}`,
    args: statement.args,
  })
  return rows.map((row) => String((row as Record<string, unknown>).detail))
}

const newsTable = /^_?news/

/**
 * What a plan reads whole of the news tables (aliases included), and a sort
 * of every matching article where the list's order should come from an index.
 */
function fullScans(plan: string[], sql: string): string[] {
  // SQLite: SCAN reads a table or one of its indexes whole (SEARCH seeks). It
  // names a subquery's rows after its alias (`CO-ROUTINE news_translations`)
  // and scans them: those rows were found by the subquery's own search.
  const subqueries = new Set(
    plan.map((line) => /^CO-ROUTINE (\S+)/.exec(line.trim())?.[1]).filter(Boolean),
  )
  const sorted = /order by "news"\."published_at"/.test(sql)
  return plan.filter((line) => {
    const scanned = /^SCAN (\S+)/.exec(line.trim())?.[1] ?? /Seq Scan on (\S+)/.exec(line)?.[1]
    if (scanned) return newsTable.test(scanned) && !subqueries.has(scanned)
    // (PostgreSQL sorts the few rows of the tests' tables whatever its indexes: SQLite's plan says it.)
    return sorted && /TEMP B-TREE FOR ORDER BY/.test(line)
  })
}

/**
 * What keeps the site fast with a large archive, on each database: the
 * visible articles read by one query agree with the CMS's own read, and the
 * list's, the filters', the counts' and an article's queries find their rows
 * through indexes, never by reading a news table whole.
 */
export function archiveTests(getPayload: () => Payload) {
  describe('an archive of any size', () => {
    it('reads the visible articles in one query, as the CMS would', async () => {
      const payload = getPayload()
      const { readVisibleNews } = await import('@/content-types/news/data/visible-news')
      for (const locale of ['zh', 'en'] as const) {
        const now = new Date()
        const rows = await readVisibleNews(payload, locale, now)
        const { docs } = await payload.find({
          collection: 'news',
          locale,
          where: visibleArticles(now, locale),
          pagination: false,
          depth: 0,
          select: { category: true, publishedAt: true, updatedAt: true },
          overrideAccess: false,
        })
        expect(rows.length).toBeGreaterThan(20)
        const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
        expect(rows.sort(byId)).toEqual(
          docs
            .map((doc) => ({
              id: doc.id,
              category: doc.category,
              publishedAt: new Date(doc.publishedAt).toISOString(),
              updatedAt: new Date(doc.updatedAt).toISOString(),
            }))
            .sort(byId),
        )
      }
    })

    it('finds an article’s neighbours in the list order, the first and last having one each', async () => {
      const payload = getPayload()
      const { readVisibleNews, readNeighbour } =
        await import('@/content-types/news/data/visible-news')
      for (const locale of ['zh', 'en'] as const) {
        const now = new Date()
        // The list's order: newest first, the higher id first on the same date.
        const list = (await readVisibleNews(payload, locale, now)).sort(
          (a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id,
        )
        expect(list.length).toBeGreaterThan(20)
        for (const index of [0, 1, Math.floor(list.length / 2), list.length - 1]) {
          const at = list[index]!
          const previous = await readNeighbour(payload, locale, at, 'previous', now)
          const next = await readNeighbour(payload, locale, at, 'next', now)
          expect(previous?.id ?? null).toBe(list[index + 1]?.id ?? null)
          expect(next?.id ?? null).toBe(list[index - 1]?.id ?? null)
          if (previous) {
            const doc = await payload.findByID({
              collection: 'news',
              id: previous.id,
              locale,
              depth: 0,
            })
            expect(previous.title).toBe(doc.title)
          }
        }
      }
    })

    it('makes a picture in a body public from its article’s publication, reading only the articles that show it', async () => {
      const payload = getPayload()
      const data = await plainPng(8, 8, '#336699')
      const picture = await payload.create({
        collection: 'media',
        locale: 'zh',
        data: { alt: '测试图片', altInOtherLanguage: 'A test picture' },
        file: { data, mimetype: 'image/png', name: `body-${Date.now()}.png`, size: data.length },
      })
      const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0, sort: 'id' })
      const cover = docs[0]!.id
      const publicFrom = async () =>
        (await payload.findByID({ collection: 'media', id: picture.id, depth: 0 })).publicFrom ??
        null
      expect(await publicFrom()).toBeNull()

      const at = '2026-01-05T02:00:00.000Z'
      const article = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: {
          title: '正文图片测试',
          summary: '正文里有一张图片。',
          body: richText([{ paragraph: '第一段。' }, { image: picture.id }]),
          category: 'company',
          cover,
          publishedAt: at,
          _status: 'published',
        },
      })
      expect(article.bodyMedia).toBe(`,${picture.id},`)
      expect(await publicFrom()).toBe(at)

      // The English body shows it too; the Chinese one no longer does: still public.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        data: {
          title: 'A picture in the body',
          summary: 'The body shows a picture.',
          body: richText([{ image: picture.id }]),
          _status: 'published',
        },
      })
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        data: { body: richText([{ paragraph: '没有图片了。' }]), _status: 'published' },
      })
      expect(await publicFrom()).toBe(at)

      // Neither language shows it: private again.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        data: { body: richText([{ paragraph: 'No picture now.' }]), _status: 'published' },
      })
      expect(await publicFrom()).toBeNull()
      await payload.delete({ collection: 'news', id: article.id })
      await payload.delete({ collection: 'media', id: picture.id })
    })

    it('makes a cover shared by several articles public from the earliest of them', async () => {
      const payload = getPayload()
      const data = await plainPng(8, 8, '#993366')
      const cover = await payload.create({
        collection: 'media',
        locale: 'zh',
        data: { alt: '共用封面', altInOtherLanguage: 'A shared cover' },
        file: { data, mimetype: 'image/png', name: `shared-${Date.now()}.png`, size: data.length },
      })
      const publicFrom = async () =>
        (await payload.findByID({ collection: 'media', id: cover.id, depth: 0 })).publicFrom ?? null
      const publish = (title: string, publishedAt: string) =>
        payload.create({
          collection: 'news',
          locale: 'zh',
          data: {
            title,
            summary: '共用一张封面。',
            body: richText([{ paragraph: '正文。' }]),
            category: 'industry',
            cover: cover.id,
            publishedAt,
            _status: 'published',
          },
        })
      const later = await publish('共用封面（后）', '2025-06-01T02:00:00.000Z')
      expect(await publicFrom()).toBe('2025-06-01T02:00:00.000Z')
      const earlier = await publish('共用封面（先）', '2024-03-01T02:00:00.000Z')
      const latest = await publish('共用封面（最后）', '2026-02-01T02:00:00.000Z')
      expect(await publicFrom()).toBe('2024-03-01T02:00:00.000Z')
      // The earliest one taken off the site: public from the next one.
      await payload.update({
        collection: 'news',
        id: earlier.id,
        locale: 'zh',
        data: { _status: 'draft' },
      })
      expect(await publicFrom()).toBe('2025-06-01T02:00:00.000Z')
      for (const article of [earlier, later, latest]) {
        await payload.delete({ collection: 'news', id: article.id })
      }
      expect(await publicFrom()).toBeNull()
      await payload.delete({ collection: 'media', id: cover.id })
    })

    it('makes a share image public with its article in either language, keeps it from deletion and reads it in its language', async () => {
      const payload = getPayload()
      const { mediaUses } = await import('@/cms/hooks/media-in-use')
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const data = await plainPng(12, 6, '#993366')
      const image = await payload.create({
        collection: 'media',
        locale: 'zh',
        data: { alt: '分享图', altInOtherLanguage: 'A share image' },
        file: { data, mimetype: 'image/png', name: `share-${Date.now()}.png`, size: data.length },
      })
      const publicFrom = async () =>
        (await payload.findByID({ collection: 'media', id: image.id, depth: 0 })).publicFrom ?? null

      // A draft with a Chinese share image and no cover (the site draws one).
      const at = '2026-01-06T02:00:00.000Z'
      const article = await payload.create({
        collection: 'news',
        locale: 'zh',
        draft: true,
        data: {
          title: '分享图测试',
          summary: '这篇文章有自己的分享图。',
          body: richText([{ paragraph: '正文。' }]),
          category: 'industry',
          publishedAt: at,
          seo: { shareImage: image.id },
          _status: 'draft',
        },
      })
      expect(await publicFrom()).toBeNull()
      // In use by the draft already: it cannot be deleted.
      expect(
        (await mediaUses(await createLocalReq({}, payload), image.id)).map((use) => use.kind),
      ).toEqual(['news'])

      // Published through an English save, which carries no Chinese share image.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        data: {
          title: 'A share image of its own',
          summary: 'This article has its own share image.',
          body: richText([{ paragraph: 'Body.' }]),
          _status: 'published',
        },
      })
      expect(await publicFrom()).toBe(at)
      expect((await readArticle(payload, 'zh', article.id))?.shareImage?.url).toBe(image.url)
      expect((await readArticle(payload, 'en', article.id))?.shareImage).toBeNull()
      // Without an uploaded cover, the article's cover is drawn from its id and category.
      expect((await readArticle(payload, 'en', article.id))?.cover).toMatchObject({
        url: `/covers/article-${article.id}.industry.1.svg`,
        drawn: true,
      })

      // Removed from the article: private again, and free to delete.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        data: { seo: { shareImage: null }, _status: 'published' },
      })
      expect(await publicFrom()).toBeNull()
      expect(await mediaUses(await createLocalReq({}, payload), image.id)).toEqual([])
      await payload.delete({ collection: 'news', id: article.id })
      await payload.delete({ collection: 'media', id: image.id })
    })

    it('tells the languages of one article', async () => {
      const payload = getPayload()
      const { readArticleLocales } = await import('@/content-types/news/data/news-article')
      const { readNewsIndex } = await import('@/content-types/news/data/news')
      const [bilingual] = (await readNewsIndex(payload, 'en')).slice(-1)
      expect(await readArticleLocales(payload, bilingual!.id)).toEqual(['zh', 'en'])
      const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
      const chineseOnly = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: {
          title: '只有中文的文章',
          summary: '只有中文。',
          body: richText([{ paragraph: '正文。' }]),
          category: 'company',
          cover: docs[0]!.id,
          publishedAt: '2026-01-06T02:00:00.000Z',
          _status: 'published',
        },
      })
      expect(await readArticleLocales(payload, chineseOnly.id)).toEqual(['zh'])
      await payload.update({
        collection: 'news',
        id: chineseOnly.id,
        data: { _status: 'draft' },
        draft: false,
      })
      expect(await readArticleLocales(payload, chineseOnly.id)).toEqual([])
      expect(await readArticleLocales(payload, 999_999)).toEqual([])
      await payload.delete({ collection: 'news', id: chineseOnly.id })
    })

    it('finds the rows of the lists, filters, counts and articles through indexes', async () => {
      const payload = getPayload()
      const { readNewsPage, readNewsCounts } = await import('@/content-types/news/data/news')
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const [latest] = (await readNewsPage(payload, 'zh', { page: 1 })).items
      const reads: Record<string, () => Promise<unknown>> = {
        list: () => readNewsPage(payload, 'zh', { page: 1 }),
        'deep page': () => readNewsPage(payload, 'en', { page: 3 }),
        category: () => readNewsPage(payload, 'zh', { page: 1, category: 'industry' }),
        month: () => readNewsPage(payload, 'en', { page: 1, year: 2025, month: 3 }),
        counts: () => readNewsCounts(payload, 'zh'),
        article: () => readArticle(payload, 'zh', latest!.id),
      }
      for (const [name, read] of Object.entries(reads)) {
        const statements = await statementsOf(payload, read)
        expect(statements.length, name).toBeGreaterThan(0)
        for (const statement of statements) {
          const plan = await planOf(payload, statement)
          expect(
            fullScans(plan, statement.sql),
            `${name}: ${statement.sql}\n${plan.join('\n')}`,
          ).toEqual([])
        }
      }
    })
  })
}

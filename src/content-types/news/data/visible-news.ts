import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { NewsCategory } from '@/content-types/news/content/model'

/**
 * Every article visitors may read in a language, as the facts the lists'
 * counts, the sitemap and the article pages' neighbours need, read by one
 * query of the database: the rule
 * of `visibleArticles` (src/content/news/model.ts) written in SQL, the same
 * on SQLite and PostgreSQL. Through the CMS the same read builds every
 * article as a document (about 1.5 s for 10,000); here it is a scan of one
 * index (docs/decisions/020). The integration tests compare both reads.
 */
export type VisibleNewsRow = {
  id: number
  category: NewsCategory
  publishedAt: string
  updatedAt: string
}

type Tag = typeof sqliteSql | typeof postgresSql

/** The articles readable in `locale` at `now` (`n`, with their texts `l`). */
function visibleNews(tag: Tag, locale: Locale, now: Date) {
  return tag`FROM news n
JOIN news_locales l ON l._parent_id = n.id AND l._locale = ${locale}
WHERE n._status = 'published' AND n.published_at <= ${now.toISOString()}
  AND l.title IS NOT NULL AND l.summary IS NOT NULL AND l.body IS NOT NULL
  AND EXISTS (SELECT 1 FROM news_translations t WHERE t.parent_id = n.id AND t.value = ${locale})`
}

function visibleNewsQuery(tag: Tag, locale: Locale, now: Date) {
  return tag`SELECT n.id AS id, n.category AS category, n.published_at AS published_at, n.updated_at AS updated_at
${visibleNews(tag, locale, now)}`
}

/**
 * The next older (`previous`) or newer (`next`) readable article than the
 * one published at `publishedAt` with `id`: the walk of the index on
 * (status, date, id) from that article, stopped at the first readable one.
 */
function neighbourQuery(
  tag: Tag,
  locale: Locale,
  now: Date,
  from: { id: number; publishedAt: string },
  direction: 'previous' | 'next',
) {
  const at = new Date(from.publishedAt).toISOString()
  return direction === 'previous'
    ? tag`SELECT n.id AS id, l.title AS title ${visibleNews(tag, locale, now)}
  AND (n.published_at < ${at} OR (n.published_at = ${at} AND n.id < ${from.id}))
ORDER BY n.published_at DESC, n.id DESC LIMIT 1`
    : tag`SELECT n.id AS id, l.title AS title ${visibleNews(tag, locale, now)}
  AND (n.published_at > ${at} OR (n.published_at = ${at} AND n.id > ${from.id}))
ORDER BY n.published_at ASC, n.id ASC LIMIT 1`
}

type Row = Record<string, unknown>

type Drizzle = {
  all: (query: unknown) => Promise<Row[]>
  execute: (query: unknown) => Promise<{ rows: Row[] }>
}

async function rowsOf(
  payload: Payload,
  query: (tag: Tag) => ReturnType<typeof visibleNewsQuery>,
): Promise<Row[]> {
  const db = payload.db as unknown as { name: string; drizzle: Drizzle }
  return db.name === 'postgres'
    ? (await db.drizzle.execute(query(postgresSql))).rows
    : db.drizzle.all(query(sqliteSql))
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString()

export async function readVisibleNews(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<VisibleNewsRow[]> {
  const rows = await rowsOf(payload, (tag) => visibleNewsQuery(tag, locale, now))
  return rows.map((row) => ({
    id: Number(row.id),
    category: row.category as NewsCategory,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  }))
}

/** The article before (older) or after (newer) `from` in `locale`'s list, or null. */
export async function readNeighbour(
  payload: Payload,
  locale: Locale,
  from: { id: number; publishedAt: string },
  direction: 'previous' | 'next',
  now = new Date(),
): Promise<{ id: number; title: string } | null> {
  const [row] = await rowsOf(payload, (tag) => neighbourQuery(tag, locale, now, from, direction))
  return row ? { id: Number(row.id), title: String(row.title) } : null
}

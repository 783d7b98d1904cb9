import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { NewsCategory } from '@/content/news/model'

/**
 * Every article visitors may read in a language, as the facts the lists'
 * counts and the sitemap need, read by one query of the database: the rule
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

function visibleNewsQuery(tag: Tag, locale: Locale, now: Date) {
  return tag`SELECT n.id AS id, n.category AS category, n.published_at AS published_at, n.updated_at AS updated_at
FROM news n
JOIN news_locales l ON l._parent_id = n.id AND l._locale = ${locale}
WHERE n._status = 'published' AND n.published_at <= ${now.toISOString()}
  AND l.title IS NOT NULL AND l.summary IS NOT NULL AND l.body IS NOT NULL
  AND EXISTS (SELECT 1 FROM news_translations t WHERE t.parent_id = n.id AND t.value = ${locale})`
}

type Row = { id: number | string; category: string; published_at: unknown; updated_at: unknown }

type Drizzle = {
  all: (query: unknown) => Promise<Row[]>
  execute: (query: unknown) => Promise<{ rows: Row[] }>
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString()

export async function readVisibleNews(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<VisibleNewsRow[]> {
  const db = payload.db as unknown as { name: string; drizzle: Drizzle }
  const rows =
    db.name === 'postgres'
      ? (await db.drizzle.execute(visibleNewsQuery(postgresSql, locale, now))).rows
      : await db.drizzle.all(visibleNewsQuery(sqliteSql, locale, now))
  return rows.map((row) => ({
    id: Number(row.id),
    category: row.category as NewsCategory,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  }))
}

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { termsOf } from '../../content/search/terms'
import type { SearchKind } from '../../content/search/model'
import type { SearchEntry } from './entries'

/**
 * The search index in the database, so that every instance reads the same:
 * a table of entries (what a result shows) and the terms of each, the
 * application's own (src/content/search/terms.ts). On SQLite the terms are
 * an FTS5 table whose row id is the entry's; on PostgreSQL a tsvector
 * column with a GIN index. Title terms weigh more than the text's.
 */

type Tag = typeof sqliteSql | typeof postgresSql
export type Row = Record<string, unknown>
type Drizzle = {
  all: (query: unknown) => Promise<Row[]>
  run: (query: unknown) => Promise<unknown>
  execute: (query: unknown) => Promise<{ rows: Row[] }>
}

export type Database = { postgres: boolean; rows(query: (tag: Tag) => unknown): Promise<Row[]> }

/**
 * The database behind `payload`, for statements of the index's own; through
 * `drizzle` when given (a migration's, which runs in its transaction).
 */
export function databaseOf(payload: Payload, drizzle?: unknown): Database {
  const db = payload.db as unknown as { name: string; drizzle: Drizzle }
  const postgres = db.name === 'postgres'
  const handle = (drizzle ?? db.drizzle) as Drizzle
  return {
    postgres,
    rows: async (query) =>
      postgres ? (await handle.execute(query(postgresSql))).rows : handle.all(query(sqliteSql)),
  }
}

/** The statements that create the index (the migrations run them). */
export const createStatements = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS search_entries (
  id integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  kind text NOT NULL,
  item_id integer NOT NULL,
  locale text NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  visible_from text
)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS search_entries_item_idx ON search_entries (kind, item_id, locale)`,
    // The terms, space-separated; unicode61 splits on the spaces only (a
    // term is letters and digits), so a Chinese word stays one token.
    `CREATE VIRTUAL TABLE IF NOT EXISTS search_terms USING fts5(title, text, tokenize = 'unicode61 remove_diacritics 0')`,
    // Which terms the index holds (a query's word it lacks may be a typo).
    `CREATE VIRTUAL TABLE IF NOT EXISTS search_vocabulary USING fts5vocab(search_terms, row)`,
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS search_entries (
  id serial PRIMARY KEY NOT NULL,
  kind varchar NOT NULL,
  item_id integer NOT NULL,
  locale varchar NOT NULL,
  title varchar NOT NULL,
  text varchar NOT NULL,
  visible_from timestamp(3) with time zone,
  terms tsvector NOT NULL
)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS search_entries_item_idx ON search_entries (kind, item_id, locale)`,
    `CREATE INDEX IF NOT EXISTS search_entries_terms_idx ON search_entries USING GIN (terms)`,
  ],
} as const

export const dropStatements = {
  sqlite: [
    'DROP TABLE IF EXISTS search_vocabulary',
    'DROP TABLE IF EXISTS search_terms',
    'DROP TABLE IF EXISTS search_entries',
  ],
  postgres: ['DROP TABLE IF EXISTS search_entries'],
} as const

/**
 * The terms as PostgreSQL's tsvector text, each with its positions (a term
 * found often ranks higher) and the title's weighing most (A; the text D).
 * Given as text, the lexemes are taken as they are: no parser of
 * PostgreSQL's cuts them again.
 */
export function tsvectorText(titleTerms: string[], textTerms: string[]): string {
  const positions = new Map<string, string[]>()
  const add = (term: string, position: number, weight: string) => {
    // PostgreSQL keeps positions up to 16,383; further ones count as the last.
    const list = positions.get(term) ?? []
    if (list.length < 256) list.push(`${Math.min(position, 16_383)}${weight}`)
    positions.set(term, list)
  }
  titleTerms.forEach((term, index) => add(term, index + 1, 'A'))
  textTerms.forEach((term, index) => add(term, titleTerms.length + index + 1, ''))
  return [...positions]
    .map(([term, list]) => `'${term.replace(/['\\]/g, '')}':${list.join(',')}`)
    .join(' ')
}

/**
 * Makes the index hold exactly `entries` for the item `kind`/`itemId`
 * (every locale): entries it no longer has are removed.
 */
export async function replaceItem(
  database: Database,
  kind: SearchKind,
  itemId: number,
  entries: SearchEntry[],
): Promise<void> {
  const kept = entries.map((entry) => entry.locale)
  const stale = await database.rows(
    (sql) =>
      sql`SELECT id, locale FROM search_entries WHERE kind = ${kind} AND item_id = ${itemId}`,
  )
  for (const row of stale) {
    if (kept.includes(row.locale as SearchEntry['locale'])) continue
    await database.rows((sql) => sql`DELETE FROM search_entries WHERE id = ${Number(row.id)}`)
    if (!database.postgres) {
      await database.rows((sql) => sql`DELETE FROM search_terms WHERE rowid = ${Number(row.id)}`)
    }
  }
  for (const entry of entries) await writeEntry(database, entry)
}

async function writeEntry(database: Database, entry: SearchEntry): Promise<void> {
  const titleTerms = termsOf(entry.title, 'index')
  const textTerms = termsOf(entry.text, 'index')
  if (database.postgres) {
    const terms = tsvectorText(titleTerms, textTerms)
    await database.rows(
      (
        sql,
      ) => sql`INSERT INTO search_entries (kind, item_id, locale, title, text, visible_from, terms)
VALUES (${entry.kind}, ${entry.itemId}, ${entry.locale}, ${entry.title}, ${entry.text}, ${entry.visibleFrom}, ${terms}::tsvector)
ON CONFLICT (kind, item_id, locale) DO UPDATE SET title = excluded.title, text = excluded.text,
  visible_from = excluded.visible_from, terms = excluded.terms`,
    )
    return
  }
  const [row] = await database.rows(
    (sql) => sql`INSERT INTO search_entries (kind, item_id, locale, title, text, visible_from)
VALUES (${entry.kind}, ${entry.itemId}, ${entry.locale}, ${entry.title}, ${entry.text}, ${entry.visibleFrom})
ON CONFLICT (kind, item_id, locale) DO UPDATE SET title = excluded.title, text = excluded.text,
  visible_from = excluded.visible_from
RETURNING id`,
  )
  const id = Number(row?.id)
  await database.rows((sql) => sql`DELETE FROM search_terms WHERE rowid = ${id}`)
  await database.rows(
    (sql) =>
      sql`INSERT INTO search_terms (rowid, title, text) VALUES (${id}, ${titleTerms.join(' ')}, ${textTerms.join(' ')})`,
  )
}

/**
 * Brings the database's statistics of the index up to date after many
 * writes at once (a migration, seeding): PostgreSQL's tell how common each
 * term is (related reading, src/data/related-news.ts); SQLite's vocabulary
 * is exact at all times. PostgreSQL's autovacuum keeps them current later.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.postgres) await database.rows((sql) => sql`ANALYZE search_entries`)
}

/** A query of the index's own syntax from term groups (each group: any of its terms), every term a quoted word. */
export function matchExpression(groups: string[][], all: boolean, postgres: boolean): string {
  const quote = (term: string) =>
    postgres ? `'${term.replace(/['\\]/g, '')}'` : `"${term.replace(/"/g, '')}"`
  const [and, or] = postgres ? [' & ', ' | '] : [' AND ', ' OR ']
  return groups.map((group) => `(${group.map(quote).join(or)})`).join(all ? and : or)
}

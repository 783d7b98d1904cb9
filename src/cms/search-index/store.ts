import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { termsOf } from '../../content/search/terms'
import type { SearchKind } from '../../content/search/model'
import type { SearchEntry } from './read'

/**
 * The search index in the database, so that every instance reads the same:
 * a table of entries (what a result shows) and the terms of each, the
 * application's own (src/content/search/terms.ts). On SQLite the terms are
 * an FTS5 table whose row id is the entry's, and its vocabulary counts the
 * entries holding each; on PostgreSQL a tsvector column with a GIN index,
 * and a table of those counts written with the entries. Title terms weigh
 * more than the text's.
 */

type Tag = typeof sqliteSql | typeof postgresSql
export type Row = Record<string, unknown>
type Drizzle = {
  all: (query: unknown) => Promise<Row[]>
  execute: (query: unknown) => Promise<{ rows: Row[] }>
  transaction: <T>(work: (transaction: Drizzle) => Promise<T>) => Promise<T>
}

export type Database = {
  postgres: boolean
  rows(query: (tag: Tag) => unknown): Promise<Row[]>
  /** Runs `work` in a transaction of its own (within the given one, if any). */
  transaction<T>(work: (database: Database) => Promise<T>): Promise<T>
}

/**
 * The database behind `payload`, for statements of the index's own; through
 * `drizzle` when given (a migration's, which runs in its transaction).
 */
export function databaseOf(payload: Payload, drizzle?: unknown): Database {
  const db = payload.db as unknown as { name: string; drizzle: Drizzle }
  return on(db.name === 'postgres', (drizzle ?? db.drizzle) as Drizzle)
}

function on(postgres: boolean, handle: Drizzle): Database {
  return {
    postgres,
    rows: async (query) =>
      postgres ? (await handle.execute(query(postgresSql))).rows : handle.all(query(sqliteSql)),
    transaction: (work) => handle.transaction((transaction) => work(on(postgres, transaction))),
  }
}

/**
 * How many entries hold each term, on PostgreSQL (SQLite's FTS5 vocabulary
 * counts them itself): written with the entries, in their transaction, so
 * that related reading weighs words by exact counts at any moment.
 */
const termCountsStatement = `CREATE TABLE IF NOT EXISTS search_term_counts (
  term varchar PRIMARY KEY NOT NULL,
  entries integer NOT NULL
)`

/** Counts the entries of each term anew, from the index itself (a migration's). */
export const recountStatements = [
  termCountsStatement,
  'DELETE FROM search_term_counts',
  `INSERT INTO search_term_counts (term, entries)
SELECT word, ndoc FROM ts_stat('SELECT terms FROM search_entries')`,
] as const

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
    termCountsStatement,
  ],
} as const

export const dropStatements = {
  sqlite: [
    'DROP TABLE IF EXISTS search_vocabulary',
    'DROP TABLE IF EXISTS search_terms',
    'DROP TABLE IF EXISTS search_entries',
  ],
  postgres: ['DROP TABLE IF EXISTS search_term_counts', 'DROP TABLE IF EXISTS search_entries'],
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
 * What one write of the index replaces: the entries of `kind` numbered
 * `itemIds` (an item's; the profile's sections are its entries of every
 * section), in every locale.
 */
export type Scope = { kind: SearchKind; itemIds: number[] }

/** An entry's place in its scope. */
const placeOf = (entry: { itemId?: unknown; locale?: unknown }) =>
  `${Number(entry.itemId)}:${String(entry.locale)}`

/**
 * Makes the index hold exactly `entries` in `scope`: entries it no longer
 * has are removed.
 */
export async function replaceItem(
  database: Database,
  scope: Scope,
  entries: SearchEntry[],
): Promise<void> {
  if (database.postgres) {
    await database.transaction((transaction) => replaceOnPostgres(transaction, scope, entries))
    return
  }
  const kept = new Set(entries.map(placeOf))
  const ids = JSON.stringify(scope.itemIds)
  const stale = await database.rows(
    (sql) => sql`SELECT id, item_id AS itemId, locale FROM search_entries
WHERE kind = ${scope.kind} AND item_id IN (SELECT value FROM json_each(${ids}))`,
  )
  for (const row of stale) {
    if (kept.has(placeOf(row))) continue
    await database.rows((sql) => sql`DELETE FROM search_entries WHERE id = ${Number(row.id)}`)
    await database.rows((sql) => sql`DELETE FROM search_terms WHERE rowid = ${Number(row.id)}`)
  }
  for (const entry of entries) await writeOnSqlite(database, entry)
}

/**
 * The scope's entries and the counts of their terms, changed together; one
 * writer of a scope at a time across instances (an advisory lock), so that
 * each reads the entries the last one wrote. The counts are changed in one
 * statement, in the order of their terms, so that two items' writes never
 * wait on each other in a circle; a term no entry holds any more is
 * forgotten.
 */
async function replaceOnPostgres(
  database: Database,
  scope: Scope,
  entries: SearchEntry[],
): Promise<void> {
  const ids = JSON.stringify(scope.itemIds)
  await database.rows(
    (sql) => sql`SELECT pg_advisory_xact_lock(hashtext(${`search:${scope.kind}:${ids}`}))`,
  )
  const change = new Map<string, number>()
  const count = (terms: Iterable<string>, delta: number) => {
    for (const term of terms) change.set(term, (change.get(term) ?? 0) + delta)
  }
  const inScope = await database.rows(
    (sql) => sql`SELECT id, item_id AS "itemId", locale, tsvector_to_array(terms) AS terms
FROM search_entries
WHERE kind = ${scope.kind} AND item_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::int)`,
  )
  const kept = new Set(entries.map(placeOf))
  for (const row of inScope) {
    count(row.terms as string[], -1)
    if (!kept.has(placeOf(row))) {
      await database.rows((sql) => sql`DELETE FROM search_entries WHERE id = ${Number(row.id)}`)
    }
  }
  for (const entry of entries) {
    const terms = tsvectorText(termsOf(entry.title, 'index'), termsOf(entry.text, 'index'))
    const [row] = await database.rows(
      (
        sql,
      ) => sql`INSERT INTO search_entries (kind, item_id, locale, title, text, visible_from, terms)
VALUES (${entry.kind}, ${entry.itemId}, ${entry.locale}, ${entry.title}, ${entry.text}, ${entry.visibleFrom}, ${terms}::tsvector)
ON CONFLICT (kind, item_id, locale) DO UPDATE SET title = excluded.title, text = excluded.text,
  visible_from = excluded.visible_from, terms = excluded.terms
RETURNING tsvector_to_array(terms) AS terms`,
    )
    count(row?.terms as string[], 1)
  }
  const changed = JSON.stringify([...change].filter(([, delta]) => delta !== 0))
  if (changed === '[]') return
  const counts = await database.rows(
    (sql) => sql`INSERT INTO search_term_counts (term, entries)
SELECT change->>0, (change->>1)::int FROM jsonb_array_elements(${changed}::jsonb) AS change
ORDER BY 1
ON CONFLICT (term) DO UPDATE SET entries = search_term_counts.entries + excluded.entries
RETURNING term, entries`,
  )
  const forgotten = JSON.stringify(
    counts.filter((row) => Number(row.entries) <= 0).map((row) => String(row.term)),
  )
  if (forgotten === '[]') return
  await database.rows(
    (sql) => sql`DELETE FROM search_term_counts
WHERE term IN (SELECT jsonb_array_elements_text(${forgotten}::jsonb)) AND entries <= 0`,
  )
}

async function writeOnSqlite(database: Database, entry: SearchEntry): Promise<void> {
  const titleTerms = termsOf(entry.title, 'index')
  const textTerms = termsOf(entry.text, 'index')
  const [row] = await database.rows(
    (sql) => sql`INSERT INTO search_entries (kind, item_id, locale, title, text, visible_from)
VALUES (${entry.kind}, ${entry.itemId}, ${entry.locale}, ${entry.title}, ${entry.text}, ${entry.visibleFrom})
ON CONFLICT (kind, item_id, locale) DO UPDATE SET title = excluded.title, text = excluded.text,
  visible_from = excluded.visible_from
RETURNING id`,
  )
  // One statement: a write of the same entry at the same moment replaces it too.
  await database.rows(
    (sql) =>
      sql`INSERT OR REPLACE INTO search_terms (rowid, title, text) VALUES (${Number(row?.id)}, ${titleTerms.join(' ')}, ${textTerms.join(' ')})`,
  )
}

/**
 * Brings PostgreSQL's statistics of the index up to date after many writes
 * at once (a migration, seeding), for its query planner; its autovacuum
 * keeps them current later. (How common each term is, related reading
 * reads from the counts, exact at all times.)
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

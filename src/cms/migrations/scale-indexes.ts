/**
 * Indexes for an archive of any size (docs/decisions/020), the same on both
 * databases:
 * - every `*_locales` table by its parent: each read of an item fetches its
 *   texts by `_parent_id`, which the adapter's own unique index
 *   (`_locale`, `_parent_id`) cannot serve, so every read scanned the table;
 * - the news in the order the site lists them, among the published:
 *   a page of the list, a month's view and the feeds walk it and stop.
 */

/** The tables holding localized texts, as the database names them. */
export type TableLister = () => Promise<string[]>
/** Runs one statement. */
export type Execute = (statement: string) => Promise<unknown>

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

const newsOrder = `CREATE INDEX IF NOT EXISTS "news_visible_order_idx" ON "news" ("_status", "published_at", "id")`

export async function addScaleIndexes(tables: TableLister, execute: Execute): Promise<void> {
  for (const table of await tables()) {
    await execute(
      `CREATE INDEX IF NOT EXISTS ${quote(`${table}_parent_idx`)} ON ${quote(table)} ("_parent_id")`,
    )
  }
  await execute(newsOrder)
}

export async function dropScaleIndexes(tables: TableLister, execute: Execute): Promise<void> {
  for (const table of await tables()) {
    await execute(`DROP INDEX IF EXISTS ${quote(`${table}_parent_idx`)}`)
  }
  await execute(`DROP INDEX IF EXISTS "news_visible_order_idx"`)
}

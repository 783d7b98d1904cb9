import { integer } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite/types'
import { contentCollections } from '../content/types'

/**
 * The content types' ids are public (src/content/types.ts): an article's or
 * an opening's address and its feed id, a preview's address. PostgreSQL
 * never gives an id twice; SQLite gives the highest one again once its row
 * is deleted, unless the table is AUTOINCREMENT.
 *
 * Makes the id of each of their tables AUTOINCREMENT on SQLite, so that a new
 * item never takes over a deleted one's address or feed id. (Payload's own
 * `autoIncrement` option applies to every table, and its generated migration
 * would rebuild them all with their foreign keys on.)
 */
export const idsNeverReused: SQLiteSchemaHook = ({ extendTable, schema }) => {
  for (const name of contentCollections) {
    const table = schema.tables[name]
    if (table)
      extendTable({ table, columns: { id: integer('id').primaryKey({ autoIncrement: true }) } })
  }
  return schema
}

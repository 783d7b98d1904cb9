import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { recountStatements } from '../../search-index/store'

// Written by hand: how many entries of the search index hold each term
// (src/cms/search-index/store.ts), counted from the index there is.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of recountStatements) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_term_counts`)
}

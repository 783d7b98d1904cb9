import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { indexEverything } from '../../search-index/index-items'
import { createStatements, dropStatements } from '../../search-index/store'

// Written by hand: the site search's index (src/cms/search-index/), filled
// with the content there is, in the migration's transaction.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const statement of createStatements.postgres) await db.execute(sql.raw(statement))
  // The types search found when this migration was written: later ones have no table yet.
  await indexEverything(payload, { req, drizzle: db }, ['article', 'job', 'faq'])
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropStatements.postgres) await db.execute(sql.raw(statement))
}

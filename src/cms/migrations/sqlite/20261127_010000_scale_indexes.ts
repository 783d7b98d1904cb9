import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite'
import { addScaleIndexes, dropScaleIndexes } from '../scale-indexes'

// Written by hand (indexes only): see ../scale-indexes.ts.
type Db = MigrateUpArgs['db']

const localeTables = (db: Db) => async () => {
  const rows = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\_locales' ESCAPE '\\' ORDER BY name`,
  )
  return rows.map((row) => row.name)
}
const run = (db: Db) => (statement: string) => db.run(sql.raw(statement))

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addScaleIndexes(localeTables(db), run(db))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropScaleIndexes(localeTables(db), run(db))
}

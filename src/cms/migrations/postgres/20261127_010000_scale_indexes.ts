import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { addScaleIndexes, dropScaleIndexes } from '../scale-indexes'

// Written by hand (indexes only): see ../scale-indexes.ts.
type Db = MigrateUpArgs['db']

const localeTables = (db: Db) => async () => {
  const result = await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE '%\_locales' ORDER BY table_name`,
  )
  return (result.rows as { name: string }[]).map((row) => row.name)
}
const run = (db: Db) => (statement: string) => db.execute(sql.raw(statement))

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addScaleIndexes(localeTables(db), run(db))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropScaleIndexes(localeTables(db), run(db))
}

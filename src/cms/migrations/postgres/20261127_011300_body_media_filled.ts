import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { fillBodyMedia } from '../body-media-filled'

// Written by hand (data only): see ../body-media-filled.ts.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await fillBodyMedia(payload, req, (id, list) =>
    db.execute(sql`UPDATE news SET body_media = ${list} WHERE id = ${id}`),
  )
}

// The column goes with the previous migration's down.
export async function down(_args: MigrateDownArgs): Promise<void> {}

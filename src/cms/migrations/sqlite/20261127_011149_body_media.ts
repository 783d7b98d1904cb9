import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`body_media\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_body_media\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`body_media\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_body_media\`;`)
}

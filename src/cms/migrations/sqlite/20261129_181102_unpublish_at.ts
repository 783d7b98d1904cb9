import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`unpublish_at\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`unpublishat_tz\` text DEFAULT 'Asia/Shanghai';`)
  await db.run(sql`CREATE INDEX \`news_unpublish_at_idx\` ON \`news\` (\`unpublish_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_unpublish_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_unpublishat_tz\` text DEFAULT 'Asia/Shanghai';`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_unpublish_at_idx\` ON \`_news_v\` (\`version_unpublish_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`news_unpublish_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`unpublish_at\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`unpublishat_tz\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_unpublish_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_unpublish_at\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_unpublishat_tz\`;`)
}

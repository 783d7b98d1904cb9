import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site\` ADD \`app_links_answer_ios\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`app_links_answer_android\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`app_links_plant_ios\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`app_links_plant_android\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`app_links_answer_ios\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`app_links_answer_android\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`app_links_plant_ios\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`app_links_plant_android\`;`)
}

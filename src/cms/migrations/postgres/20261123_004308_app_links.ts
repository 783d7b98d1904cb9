import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site" ADD COLUMN "app_links_answer_ios" varchar;
  ALTER TABLE "site" ADD COLUMN "app_links_answer_android" varchar;
  ALTER TABLE "site" ADD COLUMN "app_links_plant_ios" varchar;
  ALTER TABLE "site" ADD COLUMN "app_links_plant_android" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site" DROP COLUMN "app_links_answer_ios";
  ALTER TABLE "site" DROP COLUMN "app_links_answer_android";
  ALTER TABLE "site" DROP COLUMN "app_links_plant_ios";
  ALTER TABLE "site" DROP COLUMN "app_links_plant_android";`)
}

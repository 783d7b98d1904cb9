import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_unpublishat_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum__news_v_version_unpublishat_tz" AS ENUM('Asia/Shanghai');
  ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "unpublishat_tz" "enum_news_unpublishat_tz" DEFAULT 'Asia/Shanghai';
  ALTER TABLE "_news_v" ADD COLUMN "version_unpublish_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_unpublishat_tz" "enum__news_v_version_unpublishat_tz" DEFAULT 'Asia/Shanghai';
  CREATE INDEX "news_unpublish_at_idx" ON "news" USING btree ("unpublish_at");
  CREATE INDEX "_news_v_version_version_unpublish_at_idx" ON "_news_v" USING btree ("version_unpublish_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_unpublish_at_idx";
  DROP INDEX "_news_v_version_version_unpublish_at_idx";
  ALTER TABLE "news" DROP COLUMN "unpublish_at";
  ALTER TABLE "news" DROP COLUMN "unpublishat_tz";
  ALTER TABLE "_news_v" DROP COLUMN "version_unpublish_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_unpublishat_tz";
  DROP TYPE "public"."enum_news_unpublishat_tz";
  DROP TYPE "public"."enum__news_v_version_unpublishat_tz";`)
}

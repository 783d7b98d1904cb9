import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_publishedat_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum__news_v_version_publishedat_tz" AS ENUM('Asia/Shanghai');
  ALTER TABLE "news" ADD COLUMN "publishedat_tz" "enum_news_publishedat_tz" DEFAULT 'Asia/Shanghai';
  ALTER TABLE "news" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_publishedat_tz" "enum__news_v_version_publishedat_tz" DEFAULT 'Asia/Shanghai';
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "videos" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_videos_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "company" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_company_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "site" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_site_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company" ADD CONSTRAINT "company_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_v" ADD CONSTRAINT "_company_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_v" ADD CONSTRAINT "_site_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_edited_by_idx" ON "news" USING btree ("edited_by_id");
  CREATE INDEX "_news_v_version_version_edited_by_idx" ON "_news_v" USING btree ("version_edited_by_id");
  CREATE INDEX "jobs_edited_by_idx" ON "jobs" USING btree ("edited_by_id");
  CREATE INDEX "_jobs_v_version_version_edited_by_idx" ON "_jobs_v" USING btree ("version_edited_by_id");
  CREATE INDEX "faqs_edited_by_idx" ON "faqs" USING btree ("edited_by_id");
  CREATE INDEX "_faqs_v_version_version_edited_by_idx" ON "_faqs_v" USING btree ("version_edited_by_id");
  CREATE INDEX "videos_edited_by_idx" ON "videos" USING btree ("edited_by_id");
  CREATE INDEX "_videos_v_version_version_edited_by_idx" ON "_videos_v" USING btree ("version_edited_by_id");
  CREATE INDEX "media_edited_by_idx" ON "media" USING btree ("edited_by_id");
  CREATE INDEX "redirects_edited_by_idx" ON "redirects" USING btree ("edited_by_id");
  CREATE INDEX "company_edited_by_idx" ON "company" USING btree ("edited_by_id");
  CREATE INDEX "_company_v_version_version_edited_by_idx" ON "_company_v" USING btree ("version_edited_by_id");
  CREATE INDEX "site_edited_by_idx" ON "site" USING btree ("edited_by_id");
  CREATE INDEX "_site_v_version_version_edited_by_idx" ON "_site_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_edited_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_edited_by_id_users_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_edited_by_id_users_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "videos" DROP CONSTRAINT "videos_edited_by_id_users_id_fk";
  
  ALTER TABLE "_videos_v" DROP CONSTRAINT "_videos_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_edited_by_id_users_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_edited_by_id_users_id_fk";
  
  ALTER TABLE "company" DROP CONSTRAINT "company_edited_by_id_users_id_fk";
  
  ALTER TABLE "_company_v" DROP CONSTRAINT "_company_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "site" DROP CONSTRAINT "site_edited_by_id_users_id_fk";
  
  ALTER TABLE "_site_v" DROP CONSTRAINT "_site_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "news_edited_by_idx";
  DROP INDEX "_news_v_version_version_edited_by_idx";
  DROP INDEX "jobs_edited_by_idx";
  DROP INDEX "_jobs_v_version_version_edited_by_idx";
  DROP INDEX "faqs_edited_by_idx";
  DROP INDEX "_faqs_v_version_version_edited_by_idx";
  DROP INDEX "videos_edited_by_idx";
  DROP INDEX "_videos_v_version_version_edited_by_idx";
  DROP INDEX "media_edited_by_idx";
  DROP INDEX "redirects_edited_by_idx";
  DROP INDEX "company_edited_by_idx";
  DROP INDEX "_company_v_version_version_edited_by_idx";
  DROP INDEX "site_edited_by_idx";
  DROP INDEX "_site_v_version_version_edited_by_idx";
  ALTER TABLE "news" DROP COLUMN "publishedat_tz";
  ALTER TABLE "news" DROP COLUMN "edited_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "jobs" DROP COLUMN "edited_by_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "faqs" DROP COLUMN "edited_by_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "videos" DROP COLUMN "edited_by_id";
  ALTER TABLE "_videos_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "media" DROP COLUMN "edited_by_id";
  ALTER TABLE "redirects" DROP COLUMN "edited_by_id";
  ALTER TABLE "company" DROP COLUMN "edited_by_id";
  ALTER TABLE "_company_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "site" DROP COLUMN "edited_by_id";
  ALTER TABLE "_site_v" DROP COLUMN "version_edited_by_id";
  DROP TYPE "public"."enum_news_publishedat_tz";
  DROP TYPE "public"."enum__news_v_version_publishedat_tz";`)
}

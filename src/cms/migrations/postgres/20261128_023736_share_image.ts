import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" ADD COLUMN "seo_share_image_id" integer;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_seo_share_image_id" integer;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_seo_share_image_id_media_id_fk" FOREIGN KEY ("version_seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_seo_seo_share_image_idx" ON "news_locales" USING btree ("seo_share_image_id","_locale");
  CREATE INDEX "_news_v_version_seo_version_seo_share_image_idx" ON "_news_v_locales" USING btree ("version_seo_share_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_seo_share_image_id_media_id_fk";
  
  ALTER TABLE "_news_v_locales" DROP CONSTRAINT "_news_v_locales_version_seo_share_image_id_media_id_fk";
  
  DROP INDEX "news_seo_seo_share_image_idx";
  DROP INDEX "_news_v_version_seo_version_seo_share_image_idx";
  ALTER TABLE "news_locales" DROP COLUMN "seo_share_image_id";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_seo_share_image_id";`)
}

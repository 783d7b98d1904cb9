import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_synonyms_kind" ADD VALUE 'product' BEFORE 'profile';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_synonyms" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_synonyms_kind";
  CREATE TYPE "public"."enum_search_synonyms_kind" AS ENUM('article', 'job', 'faq', 'event', 'profile');
  ALTER TABLE "search_synonyms" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_search_synonyms_kind" USING "kind"::"public"."enum_search_synonyms_kind";`)
}

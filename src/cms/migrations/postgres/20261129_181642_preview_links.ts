import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_preview_links_collection" AS ENUM('news', 'jobs', 'faqs', 'events');
  CREATE TYPE "public"."enum_preview_links_locale" AS ENUM('zh', 'en');
  CREATE TABLE "preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection" "enum_preview_links_collection" NOT NULL,
  	"item" numeric NOT NULL,
  	"locale" "enum_preview_links_locale" NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "preview_links_id" integer;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "preview_links_created_by_idx" ON "preview_links" USING btree ("created_by_id");
  CREATE INDEX "preview_links_updated_at_idx" ON "preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "preview_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preview_links_fk" FOREIGN KEY ("preview_links_id") REFERENCES "public"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_preview_links_id_idx" ON "payload_locked_documents_rels" USING btree ("preview_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "preview_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preview_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_preview_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "preview_links_id";
  DROP TYPE "public"."enum_preview_links_collection";
  DROP TYPE "public"."enum_preview_links_locale";`)
}

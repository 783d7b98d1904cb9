import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_translations" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_events_start_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum_events_end_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum_events_mode" AS ENUM('offline', 'online');
  CREATE TYPE "public"."enum_events_publishedat_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_translations" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__events_v_version_start_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum__events_v_version_end_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum__events_v_version_mode" AS ENUM('offline', 'online');
  CREATE TYPE "public"."enum__events_v_version_publishedat_tz" AS ENUM('Asia/Shanghai');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "events_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"start_tz" "enum_events_start_tz" DEFAULT 'Asia/Shanghai',
  	"end" timestamp(3) with time zone,
  	"end_tz" "enum_events_end_tz" DEFAULT 'Asia/Shanghai',
  	"mode" "enum_events_mode" DEFAULT 'offline',
  	"link" varchar,
  	"registration" varchar,
  	"cover_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"publishedat_tz" "enum_events_publishedat_tz" DEFAULT 'Asia/Shanghai',
  	"seed_key" varchar,
  	"edited_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"venue" varchar,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start" timestamp(3) with time zone,
  	"version_start_tz" "enum__events_v_version_start_tz" DEFAULT 'Asia/Shanghai',
  	"version_end" timestamp(3) with time zone,
  	"version_end_tz" "enum__events_v_version_end_tz" DEFAULT 'Asia/Shanghai',
  	"version_mode" "enum__events_v_version_mode" DEFAULT 'offline',
  	"version_link" varchar,
  	"version_registration" varchar,
  	"version_cover_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_publishedat_tz" "enum__events_v_version_publishedat_tz" DEFAULT 'Asia/Shanghai',
  	"version_seed_key" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_venue" varchar,
  	"version_city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "events_translations" ADD CONSTRAINT "events_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_translations" ADD CONSTRAINT "_events_v_version_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_translations_order_idx" ON "events_translations" USING btree ("order");
  CREATE INDEX "events_translations_parent_idx" ON "events_translations" USING btree ("parent_id");
  CREATE INDEX "events_translations_value_idx" ON "events_translations" USING btree ("value");
  CREATE INDEX "events_start_idx" ON "events" USING btree ("start");
  CREATE INDEX "events_end_idx" ON "events" USING btree ("end");
  CREATE INDEX "events_cover_idx" ON "events" USING btree ("cover_id");
  CREATE INDEX "events_published_at_idx" ON "events" USING btree ("published_at");
  CREATE UNIQUE INDEX "events_seed_key_idx" ON "events" USING btree ("seed_key");
  CREATE INDEX "events_edited_by_idx" ON "events" USING btree ("edited_by_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_translations_order_idx" ON "_events_v_version_translations" USING btree ("order");
  CREATE INDEX "_events_v_version_translations_parent_idx" ON "_events_v_version_translations" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_translations_value_idx" ON "_events_v_version_translations" USING btree ("value");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_start_idx" ON "_events_v" USING btree ("version_start");
  CREATE INDEX "_events_v_version_version_end_idx" ON "_events_v" USING btree ("version_end");
  CREATE INDEX "_events_v_version_version_cover_idx" ON "_events_v" USING btree ("version_cover_id");
  CREATE INDEX "_events_v_version_version_published_at_idx" ON "_events_v" USING btree ("version_published_at");
  CREATE INDEX "_events_v_version_version_seed_key_idx" ON "_events_v" USING btree ("version_seed_key");
  CREATE INDEX "_events_v_version_version_edited_by_idx" ON "_events_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_translations" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_version_translations" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  DROP TYPE "public"."enum_events_translations";
  DROP TYPE "public"."enum_events_start_tz";
  DROP TYPE "public"."enum_events_end_tz";
  DROP TYPE "public"."enum_events_mode";
  DROP TYPE "public"."enum_events_publishedat_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_translations";
  DROP TYPE "public"."enum__events_v_version_start_tz";
  DROP TYPE "public"."enum__events_v_version_end_tz";
  DROP TYPE "public"."enum__events_v_version_mode";
  DROP TYPE "public"."enum__events_v_version_publishedat_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";`)
}

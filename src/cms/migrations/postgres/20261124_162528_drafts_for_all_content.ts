import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_translations" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__jobs_v_version_department" AS ENUM('engineering', 'research', 'product', 'marketing', 'operations');
  CREATE TYPE "public"."enum__jobs_v_version_location" AS ENUM('singapore', 'zhengzhou', 'beijing', 'remote');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('full_time', 'part_time');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_translations" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_translations" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_company_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_site_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "_jobs_v_version_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_department" "enum__jobs_v_version_department",
  	"version_location" "enum__jobs_v_version_location",
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'full_time',
  	"version_open" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_seed_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v_version_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_version_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_seed_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v_version_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__videos_v_version_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_poster_id" integer,
  	"version_clip_id" integer,
  	"version_url" varchar,
  	"version_duration" numeric,
  	"version_order" numeric DEFAULT 0,
  	"version_seed_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__videos_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"version_transcript" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_founder_honours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_milestones_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_founder_portrait_id" integer,
  	"version__status" "enum__company_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_company_v_locales" (
  	"version_mission" varchar,
  	"version_vision" varchar,
  	"version_founder_name" varchar,
  	"version_founder_title" varchar,
  	"version_founder_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_v_version_licence_default_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_licence_default_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_v_version_licence_marked_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_v_version_licence_marked_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_marketing_email" varchar,
  	"version_phone" varchar,
  	"version_support_email" varchar,
  	"version_feedback_email" varchar,
  	"version_jobs_email" varchar,
  	"version_official_account_url" varchar,
  	"version_video_account_url" varchar,
  	"version_app_links_answer_ios" varchar,
  	"version_app_links_answer_android" varchar,
  	"version_app_links_plant_ios" varchar,
  	"version_app_links_plant_android" varchar,
  	"version_analytics_endpoint" varchar,
  	"version__status" "enum__site_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_v_locales" (
  	"version_company_name" varchar,
  	"version_licence_default_company_line" varchar,
  	"version_licence_marked_company_line" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "jobs_requirements" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "department" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "employment_type" DROP NOT NULL;
  ALTER TABLE "jobs_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "jobs_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "poster_id" DROP NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "videos_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "company_values" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "company_values" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "company_founder_honours" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "company_milestones" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "company_milestones_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "company_milestones_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "company" ALTER COLUMN "founder_portrait_id" DROP NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "mission" DROP NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "vision" DROP NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_name" DROP NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_title" DROP NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_bio" DROP NOT NULL;
  ALTER TABLE "site_licence_default_lines_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site_licence_marked_lines_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "marketing_email" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "support_email" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "feedback_email" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "jobs_email" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "official_account_url" DROP NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "video_account_url" DROP NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "licence_default_company_line" DROP NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "licence_marked_company_line" DROP NOT NULL;
  ALTER TABLE "jobs" ADD COLUMN "_status" "enum_jobs_status" DEFAULT 'draft';
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "videos" ADD COLUMN "_status" "enum_videos_status" DEFAULT 'draft';
  ALTER TABLE "company" ADD COLUMN "_status" "enum_company_status" DEFAULT 'draft';
  ALTER TABLE "site" ADD COLUMN "_status" "enum_site_status" DEFAULT 'draft';
  ALTER TABLE "_jobs_v_version_requirements" ADD CONSTRAINT "_jobs_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_translations" ADD CONSTRAINT "_jobs_v_version_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_translations" ADD CONSTRAINT "_faqs_v_version_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_version_translations" ADD CONSTRAINT "_videos_v_version_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_clip_id_media_id_fk" FOREIGN KEY ("version_clip_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_values" ADD CONSTRAINT "_company_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_founder_honours" ADD CONSTRAINT "_company_v_version_founder_honours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_milestones" ADD CONSTRAINT "_company_v_version_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_milestones_locales" ADD CONSTRAINT "_company_v_version_milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v_version_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v" ADD CONSTRAINT "_company_v_version_founder_portrait_id_media_id_fk" FOREIGN KEY ("version_founder_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_v_locales" ADD CONSTRAINT "_company_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_licence_default_lines" ADD CONSTRAINT "_site_v_version_licence_default_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_licence_default_lines_locales" ADD CONSTRAINT "_site_v_version_licence_default_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v_version_licence_default_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_licence_marked_lines" ADD CONSTRAINT "_site_v_version_licence_marked_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_version_licence_marked_lines_locales" ADD CONSTRAINT "_site_v_version_licence_marked_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v_version_licence_marked_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_v_locales" ADD CONSTRAINT "_site_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_jobs_v_version_requirements_order_idx" ON "_jobs_v_version_requirements" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_requirements_parent_id_idx" ON "_jobs_v_version_requirements" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_version_requirements_locale_idx" ON "_jobs_v_version_requirements" USING btree ("_locale");
  CREATE INDEX "_jobs_v_version_translations_order_idx" ON "_jobs_v_version_translations" USING btree ("order");
  CREATE INDEX "_jobs_v_version_translations_parent_idx" ON "_jobs_v_version_translations" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_translations_value_idx" ON "_jobs_v_version_translations" USING btree ("value");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_order_idx" ON "_jobs_v" USING btree ("version_order");
  CREATE INDEX "_jobs_v_version_version_seed_key_idx" ON "_jobs_v" USING btree ("version_seed_key");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_version_translations_order_idx" ON "_faqs_v_version_translations" USING btree ("order");
  CREATE INDEX "_faqs_v_version_translations_parent_idx" ON "_faqs_v_version_translations" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_translations_value_idx" ON "_faqs_v_version_translations" USING btree ("value");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_order_idx" ON "_faqs_v" USING btree ("version_order");
  CREATE INDEX "_faqs_v_version_version_seed_key_idx" ON "_faqs_v" USING btree ("version_seed_key");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_videos_v_version_translations_order_idx" ON "_videos_v_version_translations" USING btree ("order");
  CREATE INDEX "_videos_v_version_translations_parent_idx" ON "_videos_v_version_translations" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_translations_value_idx" ON "_videos_v_version_translations" USING btree ("value");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_poster_idx" ON "_videos_v" USING btree ("version_poster_id");
  CREATE INDEX "_videos_v_version_version_clip_idx" ON "_videos_v" USING btree ("version_clip_id");
  CREATE INDEX "_videos_v_version_version_order_idx" ON "_videos_v" USING btree ("version_order");
  CREATE INDEX "_videos_v_version_version_seed_key_idx" ON "_videos_v" USING btree ("version_seed_key");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
  CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_values_order_idx" ON "_company_v_version_values" USING btree ("_order");
  CREATE INDEX "_company_v_version_values_parent_id_idx" ON "_company_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_values_locale_idx" ON "_company_v_version_values" USING btree ("_locale");
  CREATE INDEX "_company_v_version_founder_honours_order_idx" ON "_company_v_version_founder_honours" USING btree ("_order");
  CREATE INDEX "_company_v_version_founder_honours_parent_id_idx" ON "_company_v_version_founder_honours" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_founder_honours_locale_idx" ON "_company_v_version_founder_honours" USING btree ("_locale");
  CREATE INDEX "_company_v_version_milestones_order_idx" ON "_company_v_version_milestones" USING btree ("_order");
  CREATE INDEX "_company_v_version_milestones_parent_id_idx" ON "_company_v_version_milestones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_v_version_milestones_locales_locale_parent_id_uniqu" ON "_company_v_version_milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_founder_version_founder_portrait_idx" ON "_company_v" USING btree ("version_founder_portrait_id");
  CREATE INDEX "_company_v_version_version__status_idx" ON "_company_v" USING btree ("version__status");
  CREATE INDEX "_company_v_created_at_idx" ON "_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "_company_v" USING btree ("updated_at");
  CREATE INDEX "_company_v_snapshot_idx" ON "_company_v" USING btree ("snapshot");
  CREATE INDEX "_company_v_published_locale_idx" ON "_company_v" USING btree ("published_locale");
  CREATE INDEX "_company_v_latest_idx" ON "_company_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_company_v_locales_locale_parent_id_unique" ON "_company_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_v_version_licence_default_lines_order_idx" ON "_site_v_version_licence_default_lines" USING btree ("_order");
  CREATE INDEX "_site_v_version_licence_default_lines_parent_id_idx" ON "_site_v_version_licence_default_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_v_version_licence_default_lines_locales_locale_parent_" ON "_site_v_version_licence_default_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_v_version_licence_marked_lines_order_idx" ON "_site_v_version_licence_marked_lines" USING btree ("_order");
  CREATE INDEX "_site_v_version_licence_marked_lines_parent_id_idx" ON "_site_v_version_licence_marked_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_v_version_licence_marked_lines_locales_locale_parent_i" ON "_site_v_version_licence_marked_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_v_version_version__status_idx" ON "_site_v" USING btree ("version__status");
  CREATE INDEX "_site_v_created_at_idx" ON "_site_v" USING btree ("created_at");
  CREATE INDEX "_site_v_updated_at_idx" ON "_site_v" USING btree ("updated_at");
  CREATE INDEX "_site_v_snapshot_idx" ON "_site_v" USING btree ("snapshot");
  CREATE INDEX "_site_v_published_locale_idx" ON "_site_v" USING btree ("published_locale");
  CREATE INDEX "_site_v_latest_idx" ON "_site_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_v_locales_locale_parent_id_unique" ON "_site_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "company__status_idx" ON "company" USING btree ("_status");
  CREATE INDEX "site__status_idx" ON "site" USING btree ("_status");`)
  // Added by hand: everything that existed before drafts was live.
  await db.execute(sql`
  UPDATE "jobs" SET "_status" = 'published';
  UPDATE "faqs" SET "_status" = 'published';
  UPDATE "videos" SET "_status" = 'published';
  UPDATE "company" SET "_status" = 'published';
  UPDATE "site" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_jobs_v_version_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_version_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_version_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_founder_honours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_milestones_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v_version_licence_default_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v_version_licence_default_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v_version_licence_marked_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v_version_licence_marked_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_jobs_v_version_requirements" CASCADE;
  DROP TABLE "_jobs_v_version_translations" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "_faqs_v_version_translations" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "_videos_v_version_translations" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "_company_v_version_values" CASCADE;
  DROP TABLE "_company_v_version_founder_honours" CASCADE;
  DROP TABLE "_company_v_version_milestones" CASCADE;
  DROP TABLE "_company_v_version_milestones_locales" CASCADE;
  DROP TABLE "_company_v" CASCADE;
  DROP TABLE "_company_v_locales" CASCADE;
  DROP TABLE "_site_v_version_licence_default_lines" CASCADE;
  DROP TABLE "_site_v_version_licence_default_lines_locales" CASCADE;
  DROP TABLE "_site_v_version_licence_marked_lines" CASCADE;
  DROP TABLE "_site_v_version_licence_marked_lines_locales" CASCADE;
  DROP TABLE "_site_v" CASCADE;
  DROP TABLE "_site_v_locales" CASCADE;
  DROP INDEX "jobs__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "videos__status_idx";
  DROP INDEX "company__status_idx";
  DROP INDEX "site__status_idx";
  ALTER TABLE "jobs_requirements" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "department" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "employment_type" SET NOT NULL;
  ALTER TABLE "jobs_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "jobs_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "poster_id" SET NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "videos_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "company_values" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "company_values" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "company_founder_honours" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "company_milestones" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "company_milestones_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "company_milestones_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "company" ALTER COLUMN "founder_portrait_id" SET NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "mission" SET NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "vision" SET NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_name" SET NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_title" SET NOT NULL;
  ALTER TABLE "company_locales" ALTER COLUMN "founder_bio" SET NOT NULL;
  ALTER TABLE "site_licence_default_lines_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site_licence_marked_lines_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "marketing_email" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "support_email" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "feedback_email" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "jobs_email" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "official_account_url" SET NOT NULL;
  ALTER TABLE "site" ALTER COLUMN "video_account_url" SET NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "licence_default_company_line" SET NOT NULL;
  ALTER TABLE "site_locales" ALTER COLUMN "licence_marked_company_line" SET NOT NULL;
  ALTER TABLE "jobs" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "videos" DROP COLUMN "_status";
  ALTER TABLE "company" DROP COLUMN "_status";
  ALTER TABLE "site" DROP COLUMN "_status";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_translations";
  DROP TYPE "public"."enum__jobs_v_version_department";
  DROP TYPE "public"."enum__jobs_v_version_location";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_translations";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_translations";
  DROP TYPE "public"."enum__videos_v_version_status";
  DROP TYPE "public"."enum__videos_v_published_locale";
  DROP TYPE "public"."enum_company_status";
  DROP TYPE "public"."enum__company_v_version_status";
  DROP TYPE "public"."enum__company_v_published_locale";
  DROP TYPE "public"."enum_site_status";
  DROP TYPE "public"."enum__site_v_version_status";
  DROP TYPE "public"."enum__site_v_published_locale";`)
}

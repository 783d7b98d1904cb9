import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Generated, then corrected by hand in two places:
// - the generator copies the new `_status` column from the old tables, which
//   have none: everything that existed before drafts was live, so 'published';
// - it turned foreign keys back on after the first rebuilt table, so dropping
//   the next ones (jobs, faqs, …) deleted their texts by cascade: they stay
//   off until the last table is rebuilt.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_jobs_v_version_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_order_idx\` ON \`_jobs_v_version_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_parent_id_idx\` ON \`_jobs_v_version_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_requirements_locale_idx\` ON \`_jobs_v_version_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_translations_order_idx\` ON \`_jobs_v_version_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_translations_parent_idx\` ON \`_jobs_v_version_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_translations_value_idx\` ON \`_jobs_v_version_translations\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_department\` text,
  	\`version_location\` text,
  	\`version_employment_type\` text DEFAULT 'full_time',
  	\`version_open\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_order_idx\` ON \`_jobs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_seed_key_idx\` ON \`_jobs_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_version_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_translations_order_idx\` ON \`_faqs_v_version_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_translations_parent_idx\` ON \`_faqs_v_version_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_translations_value_idx\` ON \`_faqs_v_version_translations\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_order_idx\` ON \`_faqs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_seed_key_idx\` ON \`_faqs_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_version_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_version_translations_order_idx\` ON \`_videos_v_version_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_translations_parent_idx\` ON \`_videos_v_version_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_translations_value_idx\` ON \`_videos_v_version_translations\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_poster_id\` integer,
  	\`version_clip_id\` integer,
  	\`version_url\` text,
  	\`version_duration\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_clip_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_poster_idx\` ON \`_videos_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_clip_idx\` ON \`_videos_v\` (\`version_clip_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_order_idx\` ON \`_videos_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_seed_key_idx\` ON \`_videos_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text,
  	\`version_transcript\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_values_order_idx\` ON \`_company_v_version_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_values_parent_id_idx\` ON \`_company_v_version_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_values_locale_idx\` ON \`_company_v_version_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_founder_honours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_founder_honours_order_idx\` ON \`_company_v_version_founder_honours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_founder_honours_parent_id_idx\` ON \`_company_v_version_founder_honours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_founder_honours_locale_idx\` ON \`_company_v_version_founder_honours\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_milestones_order_idx\` ON \`_company_v_version_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_milestones_parent_id_idx\` ON \`_company_v_version_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_milestones_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v_version_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_version_milestones_locales_locale_parent_id_uniqu\` ON \`_company_v_version_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_founder_portrait_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_founder_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_founder_version_founder_portrait_idx\` ON \`_company_v\` (\`version_founder_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version__status_idx\` ON \`_company_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_snapshot_idx\` ON \`_company_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_published_locale_idx\` ON \`_company_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_latest_idx\` ON \`_company_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_locales\` (
  	\`version_mission\` text,
  	\`version_vision\` text,
  	\`version_founder_name\` text,
  	\`version_founder_title\` text,
  	\`version_founder_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_v_locales_locale_parent_id_unique\` ON \`_company_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_version_licence_default_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_v_version_licence_default_lines_order_idx\` ON \`_site_v_version_licence_default_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_version_licence_default_lines_parent_id_idx\` ON \`_site_v_version_licence_default_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_version_licence_default_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v_version_licence_default_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_version_licence_default_lines_locales_locale_parent_\` ON \`_site_v_version_licence_default_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_version_licence_marked_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_v_version_licence_marked_lines_order_idx\` ON \`_site_v_version_licence_marked_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_version_licence_marked_lines_parent_id_idx\` ON \`_site_v_version_licence_marked_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_version_licence_marked_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v_version_licence_marked_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_version_licence_marked_lines_locales_locale_parent_i\` ON \`_site_v_version_licence_marked_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_marketing_email\` text,
  	\`version_phone\` text,
  	\`version_support_email\` text,
  	\`version_feedback_email\` text,
  	\`version_jobs_email\` text,
  	\`version_official_account_url\` text,
  	\`version_video_account_url\` text,
  	\`version_app_links_answer_ios\` text,
  	\`version_app_links_answer_android\` text,
  	\`version_app_links_plant_ios\` text,
  	\`version_app_links_plant_android\` text,
  	\`version_analytics_endpoint\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_v_version_version__status_idx\` ON \`_site_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_created_at_idx\` ON \`_site_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_updated_at_idx\` ON \`_site_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_snapshot_idx\` ON \`_site_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_published_locale_idx\` ON \`_site_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_latest_idx\` ON \`_site_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_locales\` (
  	\`version_company_name\` text,
  	\`version_licence_default_company_line\` text,
  	\`version_licence_marked_company_line\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_locales_locale_parent_id_unique\` ON \`_site_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs_requirements\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`jobs_requirements\`;`)
  await db.run(sql`DROP TABLE \`jobs_requirements\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_requirements\` RENAME TO \`jobs_requirements\`;`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_order_idx\` ON \`jobs_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_parent_id_idx\` ON \`jobs_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_locale_idx\` ON \`jobs_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text,
  	\`location\` text,
  	\`employment_type\` text DEFAULT 'full_time',
  	\`open\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at", 'published' FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_order_idx\` ON \`jobs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_seed_key_idx\` ON \`jobs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_locales\` RENAME TO \`jobs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "order", "seed_key", "updated_at", "created_at", 'published' FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_seed_key_idx\` ON \`faqs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`poster_id\` integer,
  	\`clip_id\` integer,
  	\`url\` text,
  	\`duration\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at", 'published' FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_clip_idx\` ON \`videos\` (\`clip_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_order_idx\` ON \`videos\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_seed_key_idx\` ON \`videos\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos_locales\` (
  	\`title\` text,
  	\`transcript\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos_locales\`("title", "transcript", "id", "_locale", "_parent_id") SELECT "title", "transcript", "id", "_locale", "_parent_id" FROM \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos_locales\` RENAME TO \`videos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_values\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`company_values\`;`)
  await db.run(sql`DROP TABLE \`company_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_values\` RENAME TO \`company_values\`;`)
  await db.run(sql`CREATE INDEX \`company_values_order_idx\` ON \`company_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_values_parent_id_idx\` ON \`company_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_values_locale_idx\` ON \`company_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_founder_honours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_founder_honours\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`company_founder_honours\`;`)
  await db.run(sql`DROP TABLE \`company_founder_honours\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_founder_honours\` RENAME TO \`company_founder_honours\`;`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_order_idx\` ON \`company_founder_honours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_parent_id_idx\` ON \`company_founder_honours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_locale_idx\` ON \`company_founder_honours\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_milestones\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`company_milestones\`;`)
  await db.run(sql`DROP TABLE \`company_milestones\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_milestones\` RENAME TO \`company_milestones\`;`)
  await db.run(sql`CREATE INDEX \`company_milestones_order_idx\` ON \`company_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_milestones_parent_id_idx\` ON \`company_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_milestones_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_milestones_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`company_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_milestones_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_milestones_locales\` RENAME TO \`company_milestones_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_milestones_locales_locale_parent_id_unique\` ON \`company_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`founder_portrait_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`founder_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company\`("id", "founder_portrait_id", "_status", "updated_at", "created_at") SELECT "id", "founder_portrait_id", 'published', "updated_at", "created_at" FROM \`company\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE INDEX \`company_founder_founder_portrait_idx\` ON \`company\` (\`founder_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`company__status_idx\` ON \`company\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_locales\` (
  	\`mission\` text,
  	\`vision\` text,
  	\`founder_name\` text,
  	\`founder_title\` text,
  	\`founder_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_locales\`("mission", "vision", "founder_name", "founder_title", "founder_bio", "id", "_locale", "_parent_id") SELECT "mission", "vision", "founder_name", "founder_title", "founder_bio", "id", "_locale", "_parent_id" FROM \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_locales\` RENAME TO \`company_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_licence_default_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_licence_default_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_licence_default_lines_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`site_licence_default_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_licence_default_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_licence_default_lines_locales\` RENAME TO \`site_licence_default_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_licence_default_lines_locales_locale_parent_id_unique\` ON \`site_licence_default_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_licence_marked_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_licence_marked_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_licence_marked_lines_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_licence_marked_lines_locales\` RENAME TO \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_licence_marked_lines_locales_locale_parent_id_unique\` ON \`site_licence_marked_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`marketing_email\` text,
  	\`phone\` text,
  	\`support_email\` text,
  	\`feedback_email\` text,
  	\`jobs_email\` text,
  	\`official_account_url\` text,
  	\`video_account_url\` text,
  	\`app_links_answer_ios\` text,
  	\`app_links_answer_android\` text,
  	\`app_links_plant_ios\` text,
  	\`app_links_plant_android\` text,
  	\`analytics_endpoint\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site\`("id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", "_status", "updated_at", "created_at") SELECT "id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", 'published', "updated_at", "created_at" FROM \`site\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`ALTER TABLE \`__new_site\` RENAME TO \`site\`;`)
  await db.run(sql`CREATE INDEX \`site__status_idx\` ON \`site\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_locales\` (
  	\`company_name\` text,
  	\`licence_default_company_line\` text,
  	\`licence_marked_company_line\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_locales\`("company_name", "licence_default_company_line", "licence_marked_company_line", "id", "_locale", "_parent_id") SELECT "company_name", "licence_default_company_line", "licence_marked_company_line", "id", "_locale", "_parent_id" FROM \`site_locales\`;`)
  await db.run(sql`DROP TABLE \`site_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_locales\` RENAME TO \`site_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locales_locale_parent_id_unique\` ON \`site_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_jobs_v_version_requirements\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_translations\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_version_translations\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_version_translations\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_values\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_founder_honours\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_milestones\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`_company_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_v_version_licence_default_lines\`;`)
  await db.run(sql`DROP TABLE \`_site_v_version_licence_default_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_v_version_licence_marked_lines\`;`)
  await db.run(sql`DROP TABLE \`_site_v_version_licence_marked_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_v\`;`)
  await db.run(sql`DROP TABLE \`_site_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`employment_type\` text DEFAULT 'full_time' NOT NULL,
  	\`open\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at") SELECT "id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_order_idx\` ON \`jobs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_seed_key_idx\` ON \`jobs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "seed_key", "updated_at", "created_at") SELECT "id", "order", "seed_key", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_seed_key_idx\` ON \`faqs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`poster_id\` integer NOT NULL,
  	\`clip_id\` integer,
  	\`url\` text,
  	\`duration\` numeric NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at") SELECT "id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_clip_idx\` ON \`videos\` (\`clip_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_order_idx\` ON \`videos\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_seed_key_idx\` ON \`videos\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`founder_portrait_id\` integer NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`founder_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company\`("id", "founder_portrait_id", "updated_at", "created_at") SELECT "id", "founder_portrait_id", "updated_at", "created_at" FROM \`company\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE INDEX \`company_founder_founder_portrait_idx\` ON \`company\` (\`founder_portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`marketing_email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`support_email\` text NOT NULL,
  	\`feedback_email\` text NOT NULL,
  	\`jobs_email\` text NOT NULL,
  	\`official_account_url\` text NOT NULL,
  	\`video_account_url\` text NOT NULL,
  	\`app_links_answer_ios\` text,
  	\`app_links_answer_android\` text,
  	\`app_links_plant_ios\` text,
  	\`app_links_plant_android\` text,
  	\`analytics_endpoint\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site\`("id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", "updated_at", "created_at") SELECT "id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", "updated_at", "created_at" FROM \`site\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`ALTER TABLE \`__new_site\` RENAME TO \`site\`;`)
  await db.run(sql`CREATE TABLE \`__new_jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs_requirements\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`jobs_requirements\`;`)
  await db.run(sql`DROP TABLE \`jobs_requirements\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_requirements\` RENAME TO \`jobs_requirements\`;`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_order_idx\` ON \`jobs_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_parent_id_idx\` ON \`jobs_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_requirements_locale_idx\` ON \`jobs_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_locales\` RENAME TO \`jobs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos_locales\` (
  	\`title\` text NOT NULL,
  	\`transcript\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos_locales\`("title", "transcript", "id", "_locale", "_parent_id") SELECT "title", "transcript", "id", "_locale", "_parent_id" FROM \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos_locales\` RENAME TO \`videos_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_values\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`company_values\`;`)
  await db.run(sql`DROP TABLE \`company_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_values\` RENAME TO \`company_values\`;`)
  await db.run(sql`CREATE INDEX \`company_values_order_idx\` ON \`company_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_values_parent_id_idx\` ON \`company_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_values_locale_idx\` ON \`company_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_founder_honours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_founder_honours\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`company_founder_honours\`;`)
  await db.run(sql`DROP TABLE \`company_founder_honours\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_founder_honours\` RENAME TO \`company_founder_honours\`;`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_order_idx\` ON \`company_founder_honours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_parent_id_idx\` ON \`company_founder_honours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_founder_honours_locale_idx\` ON \`company_founder_honours\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_milestones\`("_order", "_parent_id", "id", "year") SELECT "_order", "_parent_id", "id", "year" FROM \`company_milestones\`;`)
  await db.run(sql`DROP TABLE \`company_milestones\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_milestones\` RENAME TO \`company_milestones\`;`)
  await db.run(sql`CREATE INDEX \`company_milestones_order_idx\` ON \`company_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_milestones_parent_id_idx\` ON \`company_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_milestones_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_milestones_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`company_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_milestones_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_milestones_locales\` RENAME TO \`company_milestones_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_milestones_locales_locale_parent_id_unique\` ON \`company_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_company_locales\` (
  	\`mission\` text NOT NULL,
  	\`vision\` text NOT NULL,
  	\`founder_name\` text NOT NULL,
  	\`founder_title\` text NOT NULL,
  	\`founder_bio\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_locales\`("mission", "vision", "founder_name", "founder_title", "founder_bio", "id", "_locale", "_parent_id") SELECT "mission", "vision", "founder_name", "founder_title", "founder_bio", "id", "_locale", "_parent_id" FROM \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_locales\` RENAME TO \`company_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_licence_default_lines_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_licence_default_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_licence_default_lines_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`site_licence_default_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_licence_default_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_licence_default_lines_locales\` RENAME TO \`site_licence_default_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_licence_default_lines_locales_locale_parent_id_unique\` ON \`site_licence_default_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_licence_marked_lines_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_licence_marked_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_licence_marked_lines_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_licence_marked_lines_locales\` RENAME TO \`site_licence_marked_lines_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_licence_marked_lines_locales_locale_parent_id_unique\` ON \`site_licence_marked_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_locales\` (
  	\`company_name\` text NOT NULL,
  	\`licence_default_company_line\` text NOT NULL,
  	\`licence_marked_company_line\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_locales\`("company_name", "licence_default_company_line", "licence_marked_company_line", "id", "_locale", "_parent_id") SELECT "company_name", "licence_default_company_line", "licence_marked_company_line", "id", "_locale", "_parent_id" FROM \`site_locales\`;`)
  await db.run(sql`DROP TABLE \`site_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_locales\` RENAME TO \`site_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locales_locale_parent_id_unique\` ON \`site_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

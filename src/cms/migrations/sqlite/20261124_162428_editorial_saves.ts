import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`publishedat_tz\` text DEFAULT 'Asia/Shanghai';`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`news_edited_by_idx\` ON \`news\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_publishedat_tz\` text DEFAULT 'Asia/Shanghai';`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_edited_by_idx\` ON \`_news_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`jobs_edited_by_idx\` ON \`jobs\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_edited_by_idx\` ON \`_jobs_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`faqs_edited_by_idx\` ON \`faqs\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_edited_by_idx\` ON \`_faqs_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`videos_edited_by_idx\` ON \`videos\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_edited_by_idx\` ON \`_videos_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`media_edited_by_idx\` ON \`media\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`redirects_edited_by_idx\` ON \`redirects\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`company_edited_by_idx\` ON \`company\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_company_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version_edited_by_idx\` ON \`_company_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`site_edited_by_idx\` ON \`site\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_site_v_version_version_edited_by_idx\` ON \`_site_v\` (\`version_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text DEFAULT 'company',
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "category", "published_at", "cover_id", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "category", "published_at", "cover_id", "seed_key", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_seed_key_idx\` ON \`news\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text DEFAULT 'company',
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_category", "version_published_at", "version_cover_id", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category", "version_published_at", "version_cover_id", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_seed_key_idx\` ON \`_news_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "department", "location", "employment_type", "open", "order", "seed_key", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_order_idx\` ON \`jobs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_seed_key_idx\` ON \`jobs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_department", "version_location", "version_employment_type", "version_open", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_department", "version_location", "version_employment_type", "version_open", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "order", "seed_key", "updated_at", "created_at", "_status" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_seed_key_idx\` ON \`faqs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faqs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__faqs_v\`("id", "parent_id", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faqs_v\` RENAME TO \`_faqs_v\`;`)
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
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at", "_status") SELECT "id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_clip_idx\` ON \`videos\` (\`clip_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_order_idx\` ON \`videos\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_seed_key_idx\` ON \`videos\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__videos_v\` (
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
  await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_poster_id", "version_clip_id", "version_url", "version_duration", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_poster_id", "version_clip_id", "version_url", "version_duration", "version_order", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seed_key\` text,
  	\`public_from\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "seed_key", "public_from", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_wide_url", "sizes_wide_width", "sizes_wide_height", "sizes_wide_mime_type", "sizes_wide_filesize", "sizes_wide_filename") SELECT "id", "seed_key", "public_from", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_wide_url", "sizes_wide_width", "sizes_wide_height", "sizes_wide_mime_type", "sizes_wide_filesize", "sizes_wide_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_seed_key_idx\` ON \`media\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`media_public_from_idx\` ON \`media\` (\`public_from\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`permanent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "permanent", "updated_at", "created_at") SELECT "id", "from", "to", "permanent", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`founder_portrait_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`founder_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company\`("id", "founder_portrait_id", "_status", "updated_at", "created_at") SELECT "id", "founder_portrait_id", "_status", "updated_at", "created_at" FROM \`company\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE INDEX \`company_founder_founder_portrait_idx\` ON \`company\` (\`founder_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`company__status_idx\` ON \`company\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__company_v\` (
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
  await db.run(sql`INSERT INTO \`__new__company_v\`("id", "version_founder_portrait_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_founder_portrait_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__company_v\` RENAME TO \`_company_v\`;`)
  await db.run(sql`CREATE INDEX \`_company_v_version_founder_version_founder_portrait_idx\` ON \`_company_v\` (\`version_founder_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version__status_idx\` ON \`_company_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_snapshot_idx\` ON \`_company_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_published_locale_idx\` ON \`_company_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_latest_idx\` ON \`_company_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_site\`("id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", "_status", "updated_at", "created_at") SELECT "id", "marketing_email", "phone", "support_email", "feedback_email", "jobs_email", "official_account_url", "video_account_url", "app_links_answer_ios", "app_links_answer_android", "app_links_plant_ios", "app_links_plant_android", "analytics_endpoint", "_status", "updated_at", "created_at" FROM \`site\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`ALTER TABLE \`__new_site\` RENAME TO \`site\`;`)
  await db.run(sql`CREATE INDEX \`site__status_idx\` ON \`site\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_v\` (
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
  await db.run(sql`INSERT INTO \`__new__site_v\`("id", "version_marketing_email", "version_phone", "version_support_email", "version_feedback_email", "version_jobs_email", "version_official_account_url", "version_video_account_url", "version_app_links_answer_ios", "version_app_links_answer_android", "version_app_links_plant_ios", "version_app_links_plant_android", "version_analytics_endpoint", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_marketing_email", "version_phone", "version_support_email", "version_feedback_email", "version_jobs_email", "version_official_account_url", "version_video_account_url", "version_app_links_answer_ios", "version_app_links_answer_android", "version_app_links_plant_ios", "version_app_links_plant_android", "version_analytics_endpoint", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_site_v\`;`)
  await db.run(sql`DROP TABLE \`_site_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_v\` RENAME TO \`_site_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_v_version_version__status_idx\` ON \`_site_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_created_at_idx\` ON \`_site_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_updated_at_idx\` ON \`_site_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_snapshot_idx\` ON \`_site_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_published_locale_idx\` ON \`_site_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_latest_idx\` ON \`_site_v\` (\`latest\`);`)
}

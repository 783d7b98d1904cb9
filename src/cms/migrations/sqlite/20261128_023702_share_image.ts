import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`seo_share_image_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_share_image_idx\` ON \`news_locales\` (\`seo_share_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_seo_share_image_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_share_image_idx\` ON \`_news_v_locales\` (\`version_seo_share_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "summary", "body", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "title", "summary", "body", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v_locales\`("version_title", "version_summary", "version_body", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_summary", "version_body", "version_seo_title", "version_seo_description", "id", "_locale", "_parent_id" FROM \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v_locales\` RENAME TO \`_news_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`poster_id\` integer,
  	\`clip_id\` integer,
  	\`url\` text,
  	\`duration\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_clip_idx\` ON \`videos\` (\`clip_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_order_idx\` ON \`videos\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_seed_key_idx\` ON \`videos\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`videos_edited_by_idx\` ON \`videos\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`poster_id\` integer,
  	\`clip_id\` integer,
  	\`url\` text,
  	\`duration\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`clip_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "poster_id", "clip_id", "url", "duration", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_clip_idx\` ON \`videos\` (\`clip_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_order_idx\` ON \`videos\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_seed_key_idx\` ON \`videos\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`videos_edited_by_idx\` ON \`videos\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
}

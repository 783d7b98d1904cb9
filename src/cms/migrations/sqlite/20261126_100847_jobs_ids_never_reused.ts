import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`department\` text,
  	\`location\` text,
  	\`employment_type\` text DEFAULT 'full_time',
  	\`open\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "department", "location", "employment_type", "open", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "department", "location", "employment_type", "open", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jobs_order_idx\` ON \`jobs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_seed_key_idx\` ON \`jobs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_edited_by_idx\` ON \`jobs\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text,
  	\`location\` text,
  	\`employment_type\` text DEFAULT 'full_time',
  	\`open\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "department", "location", "employment_type", "open", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "department", "location", "employment_type", "open", "order", "seed_key", "edited_by_id", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jobs_order_idx\` ON \`jobs\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_seed_key_idx\` ON \`jobs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`jobs_edited_by_idx\` ON \`jobs\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
}

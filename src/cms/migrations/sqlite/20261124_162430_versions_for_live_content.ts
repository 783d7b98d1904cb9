import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { versionsForLiveContent } from '../versions-for-live-content'

// Written by hand (data only, no schema change): see versions-for-live-content.ts.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await versionsForLiveContent(payload, req)
}

// The versions go with their tables, which the previous migration's down drops.
export async function down(_args: MigrateDownArgs): Promise<void> {}

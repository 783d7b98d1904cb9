import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { refreshMediaVisibility } from '../../hooks/media-visibility'

// Written by hand (data only): each medium's publicFrom from what is published,
// as every save keeps it from now on (src/cms/hooks/media-visibility.ts).
export async function up({ req }: MigrateUpArgs): Promise<void> {
  // Share images came later (20261128_share_image): their column does not exist yet.
  // The collections that showed media when this migration was written: later ones have no table yet.
  await refreshMediaVisibility(req, undefined, { shareImages: false, collections: ['videos'] })
}

// The column goes with the previous migration's down.
export async function down(_args: MigrateDownArgs): Promise<void> {}

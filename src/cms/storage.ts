import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { env, type Env } from '../lib/env'
import { objectStorage } from '../lib/object-storage'

/**
 * Where uploads are kept. With `S3_BUCKET`, in that S3-compatible bucket, which
 * every instance reads and writes; otherwise in `MEDIA_DIR`. Either way files
 * are served at `/api/media/file/…` (through the CMS's access rules), so their
 * URLs and cache headers do not depend on the choice.
 *
 * The plugin is registered in both cases (`enabled` decides) with its fields
 * always inserted, so both set-ups have the same database schema and the same
 * admin import map.
 */
export function mediaStorage(e: Env = env): Plugin {
  const storage = objectStorage(e)
  return s3Storage({
    enabled: storage !== undefined,
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    collections: { media: storage?.prefix ? { prefix: storage.prefix } : true },
    config: storage?.client ?? {},
  })
}

/**
 * Copies the uploads in MEDIA_DIR into the bucket configured with S3_*,
 * under the same names: the step that moves a site's existing media to object
 * storage. Files the bucket already holds at the same size are skipped, so it
 * may be run again. Run: npm run media:to-bucket
 */
import './load-env'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { S3, type _Object } from '@aws-sdk/client-s3'
import { mediaDir } from '../src/lib/env'
import { objectKey, objectStorage } from '../src/lib/object-storage'

/** The types the media collection accepts, by file extension. */
const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
}

const storage = objectStorage()
if (!storage) {
  console.error('Set S3_BUCKET (and the other S3_* settings) first: see .env.example.')
  process.exit(1)
}
const folder = path.resolve(mediaDir())
const s3 = new S3(storage.client)

const stored = new Map<string, number>()
let token: string | undefined
do {
  const page = await s3.listObjectsV2({
    Bucket: storage.bucket,
    Prefix: objectKey(storage, ''),
    ContinuationToken: token,
  })
  for (const object of page.Contents ?? ([] as _Object[])) {
    if (object.Key) stored.set(object.Key, object.Size ?? -1)
  }
  token = page.NextContinuationToken
} while (token)

const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
let copied = 0
let skipped = 0
for (const entry of entries) {
  const type = contentTypes[path.extname(entry.name).toLowerCase()]
  if (!entry.isFile() || !type) continue
  const body = await readFile(path.join(folder, entry.name))
  const key = objectKey(storage, entry.name)
  if (stored.get(key) === body.length) {
    skipped += 1
    continue
  }
  await s3.putObject({ Bucket: storage.bucket, Key: key, Body: body, ContentType: type })
  copied += 1
}
console.log(
  `${copied} file(s) copied from ${folder} to bucket ${storage.bucket}; ${skipped} already there.`,
)
s3.destroy()
// Run with a keep-alive preload (decision 012): the script ends itself.
process.exit(0)

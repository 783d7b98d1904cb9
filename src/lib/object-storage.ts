import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { env, type Env } from './env'

/** The bucket uploads go to when object storage is configured. */
export type ObjectStorage = {
  bucket: string
  /** Folder inside the bucket, without slashes at either end. */
  prefix?: string
  client: S3ClientConfig
}

/** The configured bucket (`S3_*`), or undefined when uploads stay in MEDIA_DIR. */
export function objectStorage(e: Env = env): ObjectStorage | undefined {
  if (!e.S3_BUCKET) return undefined
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e
  return {
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX,
    client: {
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
      // Without keys the SDK's own chain applies (AWS_* variables, an instance role).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible services
      // refuse the newer checksum trailers the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/** The object key of an uploaded file: the prefix, then the file's name. */
export function objectKey(storage: ObjectStorage, filename: string): string {
  return storage.prefix ? `${storage.prefix}/${filename}` : filename
}

import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { mediaDir } from './env'
import { objectKey, objectStorage } from './object-storage'

/**
 * Files the server makes once and keeps for good, beside the media: in the
 * bucket when one is configured (shared by every instance), else under
 * MEDIA_DIR. Each is named by a digest of what it holds, so a name is
 * written once and never changes (`folder` keeps them apart from uploads).
 */
export type KeptFiles = {
  read(name: string): Promise<Buffer | null>
  write(name: string, bytes: Buffer): Promise<void>
}

let client: S3Client | undefined

export function keptFiles(folder: string): KeptFiles {
  const storage = objectStorage()
  if (storage) {
    client ??= new S3Client(storage.client)
    const s3 = client
    const Key = (name: string) => objectKey(storage, `${folder}/${name}`)
    return {
      async read(name) {
        try {
          const answer = await s3.send(
            new GetObjectCommand({ Bucket: storage.bucket, Key: Key(name) }),
          )
          return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
        } catch (error) {
          if (error instanceof NoSuchKey) return null
          throw error
        }
      },
      async write(name, bytes) {
        await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: Key(name), Body: bytes }))
      },
    }
  }
  // Files of the running site, not of the build: nothing here is traced into its output.
  const dir = path.resolve(/* turbopackIgnore: true */ mediaDir(), folder)
  return {
    async read(name) {
      return readFile(path.join(/* turbopackIgnore: true */ dir, name)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null
          throw error
        },
      )
    },
    async write(name, bytes) {
      await mkdir(dir, { recursive: true })
      // Written whole, then named: a reader never finds half a file.
      // A name of its own per write: instances sharing the folder may write the same file.
      const part = path.join(/* turbopackIgnore: true */ dir, `.${name}.${randomUUID()}.part`)
      await writeFile(part, bytes)
      await rename(part, path.join(/* turbopackIgnore: true */ dir, name))
    },
  }
}

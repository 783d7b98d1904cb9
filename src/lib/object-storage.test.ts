import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { objectKey, objectStorage } from './object-storage'

describe('objectStorage', () => {
  it('keeps uploads in MEDIA_DIR unless a bucket is set', () => {
    expect(objectStorage(parseEnv({}))).toBeUndefined()
    expect(objectStorage(parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toBeUndefined()
  })
  it('configures the client from the S3 settings', () => {
    const storage = objectStorage(
      parseEnv({
        S3_BUCKET: 'site-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'site/media',
      }),
    )
    expect(storage).toMatchObject({
      bucket: 'site-media',
      prefix: 'site/media',
      client: {
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      },
    })
    expect(objectKey(storage!, 'cover.webp')).toBe('site/media/cover.webp')
  })
  it('leaves credentials to the SDK when no keys are set (Amazon S3 with a role)', () => {
    const storage = objectStorage(parseEnv({ S3_BUCKET: 'site-media' }))!
    expect(storage.client).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
    expect(storage.client.credentials).toBeUndefined()
    expect(storage.client.endpoint).toBeUndefined()
    expect(objectKey(storage, 'cover.webp')).toBe('cover.webp')
  })
  it('refuses settings that cannot work', () => {
    expect(() => parseEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/)
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => parseEnv({ S3_PREFIX: '/media/' })).toThrow(/S3_PREFIX/)
    expect(() => parseEnv({ S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/)
    expect(() => parseEnv({ S3_PREFIX: '.' })).toThrow(/S3_PREFIX/)
    expect(parseEnv({ S3_PREFIX: 'site.media/v2' }).S3_PREFIX).toBe('site.media/v2')
  })
})

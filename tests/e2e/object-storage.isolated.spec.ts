import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import { request as playwrightRequest } from '@playwright/test'
import { adminAuth, createArticle, uploadImage } from './content-api'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { s3rverKeys, startRedis, startS3, type Service } from './services'

// Media in object storage: an S3-compatible server (s3rver, started here on
// loopback) holds the uploads of two production instances that share one
// database and one cache (Redis), and each have an empty media folder.
test.describe.configure({ mode: 'serial' })

const bucket = 'site-media'
const prefix = 'site/media'
const keys = s3rverKeys
const launchMediaDir = process.env.MEDIA_DIR ?? 'data/media'

/**
 * The test's own client. The SDK's notice that it will soon need a newer
 * Node.js belongs in the site's logs (as a warning line), not in this output.
 */
function testClient(endpoint: string): S3 {
  const quiet = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'
  process.env[quiet] = 'true'
  try {
    return new S3({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: keys })
  } finally {
    delete process.env[quiet]
  }
}
let s3: S3 | undefined

/** The S3 server and Redis, once started. */
let s3Server: Service | undefined
let redis: Service | undefined

/** The settings of an instance keeping its media in the bucket. */
function storageEnv(): Record<string, string> {
  if (!s3Server) throw new Error('The S3 server did not start')
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Server.port}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: prefix,
    S3_ACCESS_KEY_ID: keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
  }
}

/** The test's client of the bucket. */
function bucketClient(): S3 {
  if (!s3) throw new Error('The S3 server did not start')
  return s3
}

/** Every key under the site's prefix. */
async function storedKeys(): Promise<string[]> {
  const listed = await bucketClient().listObjectsV2({ Bucket: bucket, Prefix: `${prefix}/` })
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
}

const folders: string[] = []
const tempFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `site-${name}-`))
  folders.push(folder)
  return folder
}

const instances: Instance[] = []

test.beforeAll(async () => {
  s3Server = await startS3(tempFolder('s3'), bucket)
  s3 = testClient(storageEnv().S3_ENDPOINT!)
  redis = await startRedis()
})

test.afterAll(async () => {
  for (const instance of instances) {
    await instance.close()
  }
  await s3Server?.stop()
  await redis?.stop()
  s3?.destroy()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

test('npm run media:to-bucket copies the existing uploads into the bucket, once', async () => {
  const toBucket = () =>
    execFileSync('npm', ['run', '--silent', 'media:to-bucket'], {
      env: { ...process.env, ...storageEnv(), MEDIA_DIR: launchMediaDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  // The uploads: files of the folder (the drawn share cards' folder, cards/, is no upload).
  const files = readdirSync(launchMediaDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
  expect(files.length).toBeGreaterThan(0)
  expect(toBucket()).toContain(`${files.length} file(s) copied`)
  expect(await storedKeys()).toEqual(files.map((name) => `${prefix}/${name}`).sort())
  expect(toBucket()).toContain(`0 file(s) copied from ${path.resolve(launchMediaDir)}`)
})

test('an upload through instance A goes to the bucket, and instance B serves it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const mediaA = tempFolder('media-a')
  const mediaB = tempFolder('media-b')
  const shared = {
    ...storageEnv(),
    REDIS_URL: `redis://127.0.0.1:${redis?.port}`,
    PAYLOAD_SECRET: 'object-storage-test-secret-0123456789abcdef',
  }
  const a = await startInstance({ ...shared, MEDIA_DIR: mediaA })
  instances.push(a)
  const b = await startInstance({ ...shared, MEDIA_DIR: mediaB }, { database: a.databaseUrl })
  instances.push(b)

  // The launch images, now only in the bucket, are served by B.
  const list = await (await fetch(`${b.origin}/en/news`)).text()
  const launchImages = [...list.matchAll(/src="(\/api\/media\/file\/[^"]+)"/g)].map((m) => m[1]!)
  expect(launchImages.length).toBeGreaterThan(0)
  for (const src of launchImages) {
    const response = await fetch(b.origin + src)
    expect(response.status, src).toBe(200)
    expect(response.headers.get('content-type'), src).toBe('image/webp')
  }

  // An editor uploads an image through A.
  const api = await playwrightRequest.newContext({ baseURL: a.origin })
  const headers = await adminAuth(api)
  const doc = await uploadImage(api, headers, {
    name: 'object-storage',
    alt: { zh: '对象存储中的图片', en: 'An image in object storage' },
    width: 1200,
    height: 800,
  })
  const files = [
    doc.filename,
    ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : [])),
  ]
  expect(files).toHaveLength(4) // the WebP original and its three sizes

  // Stored in the bucket under the prefix; in neither media folder.
  const stored = await storedKeys()
  for (const file of files) expect(stored).toContain(`${prefix}/${file}`)
  expect(readdirSync(mediaA)).toEqual([])
  expect(readdirSync(mediaB)).toEqual([])

  // B serves the same bytes to an editor, kept out of shared caches, and
  // ranges of them; visitors get nothing until a published document shows it.
  const original = await bucketClient().getObject({
    Bucket: bucket,
    Key: `${prefix}/${doc.filename}`,
  })
  const bytes = Buffer.from(await original.Body!.transformToByteArray())
  const served = await fetch(b.origin + doc.url, { headers })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/webp')
  expect(served.headers.get('cache-control')).toBe('private, max-age=86400')
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  const range = await fetch(b.origin + doc.url, { headers: { ...headers, Range: 'bytes=0-99' } })
  expect(range.status).toBe(206)
  expect((await range.arrayBuffer()).byteLength).toBe(100)
  expect((await fetch(b.origin + doc.url)).status).toBe(404)

  // An article with the image as its cover shows it on B, in a browser.
  const stamp = Date.now()
  const article = await createArticle(api, {
    zh: { title: `对象存储 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: `Object storage ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    cover: doc.id,
  })
  const context = await browser.newContext({ baseURL: b.origin })
  const page = await context.newPage()
  await page.goto(`/en/news/detail/${article.id}`)
  const cover = page.locator(`img[src*="${doc.filename.replace(/\.webp$/, '')}"]`).first()
  await expect(cover).toBeAttached()
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await context.close()
  const shown = await fetch(b.origin + doc.url)
  expect(shown.status).toBe(200)
  expect(shown.headers.get('cache-control')).toMatch(/^public, max-age=86400, s-maxage=\d+/)
  expect(Buffer.from(await shown.arrayBuffer()).equals(bytes)).toBe(true)

  // Deleting the upload removes its files from the bucket; B then answers 404.
  await article.remove()
  expect((await api.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200)
  const left = await storedKeys()
  for (const file of files) expect(left).not.toContain(`${prefix}/${file}`)
  expect((await fetch(b.origin + doc.url)).status).toBe(404)
  await api.dispose()

  // Both logged only JSON lines, none of them an error.
  for (const instance of [a, b]) {
    const lines = instance.lines.map((line) => JSON.parse(line) as { level: string })
    expect(lines.filter((line) => line.level === 'error')).toEqual([])
  }
})

import { setTimeout as clockMovesOn } from 'node:timers/promises'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_STORED_TAG, requestStart } from './cache-render-starts.mjs'

// The part of Next's cache handler contract used here, untyped in the .mjs file.
type Entry = { value?: { data?: { body?: string }; body?: string }; cacheControl?: unknown }
type Cache = {
  get: (key: string, context: { softTags: string[] }) => Promise<Entry | null>
  set: (key: string, data: unknown, context: unknown) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire: number }) => Promise<void>
}
type HandlerClass = new (context: unknown) => Cache

const handlerFile = path.resolve(import.meta.dirname, 'cache-handler.mjs')
/** What this instance keeps in memory (CACHE_MEMORY_MB in the site). */
const MEMORY_BYTES = 1_000_000

const made: string[] = []
/** A build's directory of server files, as Next.js hands it to the handler. */
const newServerDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
  made.push(dir)
  return path.join(dir, 'server')
}

let cache: Cache
beforeAll(async () => {
  // The cache of an instance without Redis (the handler reads it once per process).
  delete process.env.REDIS_URL
  const { default: Handler } = (await import('./cache-handler.mjs')) as unknown as {
    default: HandlerClass
  }
  cache = new Handler({
    serverDistDir: newServerDir(),
    dev: false,
    maxMemoryCacheSize: MEMORY_BYTES,
  })
})
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** A cached read, as Next.js stores one. */
const cachedRead = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 31_536_000,
})
const bodyOf = async (key: string) => {
  const entry = await cache.get(key, { softTags: [] })
  return entry?.value?.data?.body ?? entry?.value?.body ?? null
}

describe('the cache without Redis', () => {
  it('never keeps an entry whose render began before a save, whenever it is stored', async () => {
    const read = { fetchCache: true, tags: ['jobs-a'] }
    // A visitor's request begins and reads the openings; an editor saves;
    // the visitor's render ends and stores what it read.
    const begun = Date.now()
    await clockMovesOn(5)
    await cache.revalidateTag('jobs-a', { expire: 0 })
    await clockMovesOn(5)
    await requestStart.run(begun, () =>
      cache.set('openings-a', cachedRead('before the save'), read),
    )
    expect(await bodyOf('openings-a')).toBeNull()

    // A request after the save stores the new list, which is served.
    await requestStart.run(Date.now(), () =>
      cache.set('openings-a', cachedRead('after the save'), read),
    )
    expect(await bodyOf('openings-a')).toBe('after the save')
  })

  it('drops what it holds of a tag when the tag is invalidated, and nothing else', async () => {
    const stored = (tag: string) => ({ fetchCache: true, tags: [tag] })
    await requestStart.run(Date.now(), async () => {
      await cache.set('openings-b', cachedRead('openings'), stored('jobs-b'))
      await cache.set('questions-b', cachedRead('questions'), stored('faq-b'))
    })
    await clockMovesOn(2)
    await cache.revalidateTag(['jobs-b'], { expire: 0 })
    expect(await bodyOf('openings-b')).toBeNull()
    expect(await bodyOf('questions-b')).toBe('questions')
  })

  it("drops a route's answer (a sitemap, a feed) by the tags it was rendered with", async () => {
    const sitemap = {
      kind: 'APP_ROUTE',
      status: 200,
      body: Buffer.from('<urlset/>'),
      headers: { 'x-next-cache-tags': 'jobs-c,_N_T_/sitemap.xml' },
    }
    // Next.js stores a route's answer without tags in the context.
    await requestStart.run(Date.now(), () =>
      cache.set('/sitemap.xml', sitemap, { cacheControl: { revalidate: false } }),
    )
    expect(await bodyOf('/sitemap.xml')).not.toBeNull()
    await clockMovesOn(2)
    await cache.revalidateTag('jobs-c', { expire: 0 })
    expect(await bodyOf('/sitemap.xml')).toBeNull()
  })

  it("keeps an entry's lifetime with it", async () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<p>news</p>',
      rscData: Buffer.from('news'),
      status: 200,
      headers: { 'x-next-cache-tags': 'news-d' },
    }
    const cacheControl = { revalidate: 3_600, expire: 31_536_000 }
    await requestStart.run(Date.now(), () => cache.set('/news-d', page, { cacheControl }))
    expect((await cache.get('/news-d', { softTags: [] }))?.cacheControl).toEqual(cacheControl)
  })

  it('never stores a page for a URL that only stands for another', async () => {
    const read = { fetchCache: true, tags: ['news-e', NOT_STORED_TAG] }
    await requestStart.run(Date.now(), () => cache.set('nearest-e', cachedRead('nearest'), read))
    expect(await bodyOf('nearest-e')).toBeNull()
  })

  it('keeps no more than its memory, the least recently used out first', async () => {
    const read = { fetchCache: true, tags: ['news-f'] }
    const pages = Array.from({ length: 30 }, (_, index) => `page-f-${index}`)
    // 30 entries of 100 KB each, into 1 MB.
    for (const key of pages) {
      await requestStart.run(Date.now(), () =>
        cache.set(key, cachedRead(key.padEnd(100_000, '.')), read),
      )
    }
    const kept = []
    for (const key of pages) if ((await bodyOf(key)) !== null) kept.push(key)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThanOrEqual(MEMORY_BYTES / 100_000)
    expect(kept).toEqual(pages.slice(-kept.length))
  })
})

it("serves, once started again, nothing of the build's files nor of its last run", () => {
  const serverDistDir = newServerDir()
  // A page the build wrote (an answer of a route handler), older than the last saves.
  const file = path.join(serverDistDir, 'app', 'main', 'zh', 'openings.xml')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(`${file}.body`, 'the openings at build time')
  writeFileSync(`${file}.meta`, JSON.stringify({ status: 200, headers: {} }))
  const script = `
    const { default: Handler } = await import(${JSON.stringify(handlerFile)})
    const cache = new Handler({ serverDistDir: ${JSON.stringify(serverDistDir)}, dev: false })
    const entry = await cache.get('/main/zh/openings.xml', { softTags: [] })
    const stored = await cache.get('openings-a', { softTags: [] })
    console.log(JSON.stringify([entry, stored]))
  `
  const env = { ...process.env, REDIS_URL: '' }
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env })
  expect(JSON.parse(output.toString().trim().split('\n').pop()!)).toEqual([null, null])
})

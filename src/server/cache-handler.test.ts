import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { nodeFs as nodeFsMethods } from 'next/dist/server/lib/node-fs-methods.js'
import { requestStart } from './cache-render-starts.mjs'

type Kind = 'FETCH' | 'APP_ROUTE'

/**
 * Reads through the cache handler in a process of its own, as a restarted
 * server does, and returns the body it serves for each of `keys` (null when
 * it serves none).
 */
function readAfterRestart(serverDistDir: string, kind: Kind, keys: string[]): (string | null)[] {
  const script = `
    import nodeFs from 'next/dist/server/lib/node-fs-methods.js'
    const { default: Handler } = await import(${JSON.stringify(path.resolve('src/server/cache-handler.mjs'))})
    const cache = new Handler({ fs: nodeFs.nodeFs, serverDistDir: ${JSON.stringify(serverDistDir)}, flushToDisk: true, revalidatedTags: [] })
    const served = []
    for (const key of ${JSON.stringify(keys)}) {
      const entry = await cache.get(key, { kind: ${JSON.stringify(kind)}, tags: ['jobs'], softTags: [] })
      const body = entry?.value?.data?.body ?? entry?.value?.body
      served.push(body === undefined ? null : String(body))
    }
    console.log(JSON.stringify(served))
  `
  const env = { ...process.env, REDIS_URL: '' }
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env })
  return JSON.parse(output.toString().trim().split('\n').pop()!) as (string | null)[]
}

const entry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 31_536_000,
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The part of the handler's interface Next.js uses here, untyped in the .mjs file.
type Cache = {
  get: (key: string, context: unknown) => Promise<{ value?: { data?: { body?: string } } } | null>
  set: (key: string, data: unknown, context: unknown) => Promise<void>
  revalidateTag: (tags: string, durations: { expire: number }) => Promise<void>
}
type FsMethods = typeof nodeFsMethods

async function localCache(serverDistDir: string, fs?: FsMethods): Promise<Cache> {
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
  const { default: Handler } = (await import('./cache-handler.mjs')) as unknown as {
    default: new (context: unknown) => Cache
  }
  return new Handler({
    fs: fs ?? nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 1_000_000,
    revalidatedTags: [],
  })
}

const made: string[] = []
const newServerDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
  made.push(dir)
  return path.join(dir, 'server')
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})
const openings = { fetchCache: true, tags: ['jobs'] }

describe('the cache without Redis', () => {
  it('serves, after a save, nothing rendered before it, even when writing it ended after the save', async () => {
    const serverDistDir = newServerDir()
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    // The first file written (the list read before the save) is written late,
    // as on a busy machine; the others at once.
    let release = () => {}
    const late = new Promise<void>((resolve) => (release = resolve))
    let writes = 0
    const fs: FsMethods = {
      ...nodeFs,
      writeFile: async (file, data) => {
        writes += 1
        if (writes === 1) await late
        return nodeFs.writeFile(file, data)
      },
    }
    const cache = await localCache(serverDistDir, fs)

    // A visitor's request reads the openings and stores them; then an editor saves.
    const before = requestStart.run(Date.now(), () =>
      cache.set('openings', entry('before the save'), openings),
    )
    await pause(5)
    await cache.revalidateTag('jobs', { expire: 0 })
    await pause(5)
    // A request after the save stores the new list.
    await requestStart.run(Date.now(), () =>
      cache.set('openings', entry('after the save'), openings),
    )
    release()
    await before

    expect((await cache.get('openings', { kind: 'FETCH', ...openings }))?.value?.data?.body).toBe(
      'after the save',
    )
    // Restarted, the server never serves the list from before the save.
    expect(readAfterRestart(serverDistDir, 'FETCH', ['openings'])).not.toContain('before the save')
  })

  it('renders again, after a restart, what it rendered while running', async () => {
    const serverDistDir = newServerDir()
    const cache = await localCache(serverDistDir)
    await requestStart.run(Date.now(), () => cache.set('openings', entry('the openings'), openings))
    expect(readAfterRestart(serverDistDir, 'FETCH', ['openings'])).toEqual([null])
  })

  it("keeps an invalidation across a restart: the build's pages from before it stay stale", async () => {
    const serverDistDir = newServerDir()
    // A page the build wrote: an answer of a route handler, tagged with the openings.
    const file = path.join(serverDistDir, 'app', 'main', 'zh', 'openings.xml')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(`${file}.body`, 'the openings at build time')
    writeFileSync(
      `${file}.meta`,
      JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'jobs' } }),
    )
    const key = '/main/zh/openings.xml'
    expect(readAfterRestart(serverDistDir, 'APP_ROUTE', [key])).toEqual([
      'the openings at build time',
    ])

    await pause(5)
    const cache = await localCache(serverDistDir)
    await cache.revalidateTag('jobs', { expire: 0 })
    expect(readAfterRestart(serverDistDir, 'APP_ROUTE', [key])).toEqual([null])
  })
})

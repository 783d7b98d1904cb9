import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Reads cached data through the cache handler in a process of its own, as a
 * restarted server does, and tells which of `keys` it still serves.
 */
function servedAfterRestart(serverDistDir: string, keys: string[]): string[] {
  const script = `
    import nodeFs from 'next/dist/server/lib/node-fs-methods.js'
    const { default: Handler } = await import(${JSON.stringify(path.resolve('src/server/cache-handler.mjs'))})
    const cache = new Handler({ fs: nodeFs.nodeFs, serverDistDir: ${JSON.stringify(serverDistDir)}, flushToDisk: true, revalidatedTags: [] })
    const served = []
    for (const key of ${JSON.stringify(keys)}) {
      if (await cache.get(key, { kind: 'FETCH', tags: ['jobs'], softTags: [] })) served.push(key)
    }
    console.log(JSON.stringify(served))
  `
  const env = { ...process.env, REDIS_URL: '' }
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env })
  return JSON.parse(output.toString().trim().split('\n').pop()!) as string[]
}

const entry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 31_536_000,
})

describe('the cache without Redis', () => {
  it('keeps an invalidation across a restart: what was cached before it stays stale', async () => {
    const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'cache-handler-')), 'server')
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    // The part of the handler's interface Next.js uses here, untyped in the .mjs file.
    type Cache = {
      set: (key: string, data: unknown, context: unknown) => Promise<void>
      revalidateTag: (tags: string, durations: { expire: number }) => Promise<void>
    }
    const { default: Handler } = (await import('./cache-handler.mjs')) as unknown as {
      default: new (context: unknown) => Cache
    }
    const cache = new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] })
    const context = { fetchCache: true, tags: ['jobs'] }
    await cache.set('before', entry('the openings before a save'), context)
    expect(servedAfterRestart(serverDistDir, ['before'])).toEqual(['before'])

    await cache.revalidateTag('jobs', { expire: 0 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.set('after', entry('the openings after the save'), context)
    // Restarted, the server still knows of the save: only what was cached since is current.
    expect(servedAfterRestart(serverDistDir, ['before', 'after'])).toEqual(['after'])
  })
})

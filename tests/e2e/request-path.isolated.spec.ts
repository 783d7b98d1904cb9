import { createHmac } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import { createClient } from '@redis/client'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { startRedis, type Service } from './services'
import { nothingHappensFor } from './waits'

// The proxy's one lookup (src/routing/item-state.ts) and the internal routes
// it asks, on an instance of the production build of their own.
test.describe.configure({ mode: 'serial' })

const secret = 'request-path-test-secret-0123456789abcdef'
/** The token of the internal routes (src/lib/internal-routes.ts), made as the server makes it. */
const token = createHmac('sha256', secret).update('internal-routes').digest('hex')
let instance: Instance | undefined
let redis: Service | undefined

// The instance keeps its cache in Redis, where what it stores can be counted.
test.beforeAll(async () => {
  redis = await startRedis()
  instance = await startInstance({
    PAYLOAD_SECRET: secret,
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
  })
})

test.afterAll(async () => {
  await instance?.close()
  await redis?.stop()
})

/** The instance, once started. */
function running(): Instance {
  if (!instance) throw new Error('The instance did not start')
  return instance
}

/** This machine's first address that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
}

test('the internal routes answer only the server itself: 404 without its token or from another address', async () => {
  const lookup = '/internal/item?item=article&locale=zh&id=999999999'
  const { origin: local, port } = running()
  const own = await fetch(`${local}${lookup}`, { headers: { 'x-internal-token': token } })
  expect(own.status).toBe(200)
  expect(await own.json()).toEqual({ state: 'missing' })

  for (const headers of [{}, { 'x-internal-token': 'x'.repeat(64) }] as Record<string, string>[]) {
    for (const route of [lookup, '/internal/revalidate']) {
      const response = await fetch(`${local}${route}`, {
        method: route === lookup ? 'GET' : 'POST',
        headers,
      })
      expect(response.status, route).toBe(404)
      expect(response.headers.get('cache-control')).toContain('no-store')
    }
  }

  const address = outsideAddress()
  test.skip(!address, 'This machine has no address but loopback.')
  const outside = await fetch(`http://${address}:${port}${lookup}`, {
    headers: { 'x-internal-token': token },
  })
  expect(outside.status).toBe(404)
  // Pages answer on that address as usual.
  expect((await fetch(`http://${address}:${port}/faq`)).status).toBe(200)
})

/** How many entries the cache of pages and data holds (the instance's Redis). */
async function cacheEntries(): Promise<number> {
  const client = createClient({ url: `redis://127.0.0.1:${redis?.port}` })
  await client.connect()
  try {
    return await client.dbSize()
  } finally {
    await client.close()
  }
}

test('a thousand unknown article ids store nothing: they are answered from the cached index', async () => {
  test.setTimeout(180_000)
  const { origin } = running()
  const base = 900_000_000 + (Date.now() % 1_000_000) * 10
  // The index of both languages is read (and cached) by the first one.
  for (const prefix of ['', '/en']) {
    expect((await fetch(`${origin}${prefix}/news/detail/${base - 1}`)).status).toBe(404)
  }
  const before = await cacheEntries()
  expect(before).toBeGreaterThan(0)
  let next = 0
  const statuses = new Map<number, number>()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < 1_000) {
        const n = next++
        const prefix = n % 2 ? '/en' : ''
        const response = await fetch(`${origin}${prefix}/news/detail/${base + n}`)
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }),
  )
  expect(Object.fromEntries(statuses)).toEqual({ 404: 1_000 })
  // Entries are written to Redis after the answers: one would have landed by now.
  await nothingHappensFor(2_000, 'no cache entry is stored')
  expect(await cacheEntries()).toBe(before)
})

test('news URLs of views that do not exist are sent to the view they show, never rendered or stored', async () => {
  test.setTimeout(180_000)
  const { origin } = running()
  const list = async (search: string) => {
    const response = await fetch(`${origin}/en/news?${search}`)
    expect(response.status, search).toBe(200)
    return response.text()
  }
  // The view of every year, as list rows, is cached once asked for.
  const plain = await list('view=list')
  const before = await cacheEntries()
  expect(before).toBeGreaterThan(0)
  // Pages beyond the last, and years outside the archive: each is sent on
  // (307) to the view it shows, the first page of every year.
  for (const year of [undefined, 2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008]) {
    for (let page = 50; page < 70; page += 1) {
      const search = `${year ? `year=${year}&` : ''}page=${page}&view=list`
      const response = await fetch(`${origin}/en/news?${search}`, { redirect: 'manual' })
      expect(response.status, search).toBe(307)
      expect(response.headers.get('location'), search).toMatch(/\/en\/news\?view=list$/)
    }
  }
  expect(await list('year=2004&page=70001&view=list')).toBe(plain)
  // Entries are written to Redis after the answers: one would have landed by now.
  await nothingHappensFor(2_000, 'no cache entry is stored')
  expect(await cacheEntries()).toBe(before)
})

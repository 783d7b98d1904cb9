import { execFileSync } from 'node:child_process'
import { request as playwrightRequest } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { createArticle } from './content-api'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { startRedis, type Service } from './services'

// Two production instances of one build on PostgreSQL, sharing their cache in
// Redis (both started here on loopback): what one publishes, the other
// serves within seconds; without Redis each keeps caching on its own.
test.describe.configure({ mode: 'serial' })

/** Redis's port, kept when the second test starts it again. */
let redisPort = 0

const pgTest = (command: 'start' | 'reset') =>
  execFileSync('bash', ['scripts/pg-test.sh', command], { encoding: 'utf8' }).trim()

let redis: Service | undefined
const instances: Instance[] = []

test.afterAll(async () => {
  for (const instance of instances) {
    await instance.close()
  }
  await redis?.stop()
})

test('a publish through instance A is served by instance B within 5 s; without Redis each caches alone', async () => {
  test.setTimeout(240_000)
  const database = pgTest('start')
  pgTest('reset')
  redis = await startRedis()
  redisPort = redis.port
  const env = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // One secret for every instance: a sign-in through A is valid on B.
    PAYLOAD_SECRET: 'shared-cache-test-secret-0123456789abcdef',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  }
  // A prepares the empty database (schema, launch content) before B starts.
  const a = await startInstance(env, { database })
  instances.push(a)
  const b = await startInstance(env, { database })
  instances.push(b)

  const text = async (origin: string, path: string) => (await fetch(origin + path)).text()
  // Both serve (and so cache) the list before anything changes.
  for (const origin of [a.origin, b.origin]) {
    for (const path of ['/news', '/en/news']) {
      for (let i = 0; i < 2; i += 1) expect(await text(origin, path)).toContain('</html>')
    }
  }

  const api = await playwrightRequest.newContext({ baseURL: a.origin })
  const stamp = Date.now()
  const article = await createArticle(api, {
    zh: { title: `共享缓存 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: `Shared cache ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  })
  // Every page of it on B, in both languages, within 5 s of the publish.
  const published = Date.now()
  for (const [path, title] of [
    ['/news', `共享缓存 ${stamp}`],
    ['/en/news', `Shared cache ${stamp}`],
    [`/news/detail/${article.id}`, `共享缓存 ${stamp}`],
    [`/en/news/detail/${article.id}`, `Shared cache ${stamp}`],
  ] as const) {
    const timeout = Math.max(1, 5_000 - (Date.now() - published))
    await expect.poll(() => text(b.origin, path), { timeout, intervals: [250] }).toContain(title)
  }

  // Redis stops: both keep answering, each from its own cache.
  await redis.stop()
  for (let round = 0; round < 3; round += 1) {
    for (const origin of [a.origin, b.origin]) {
      for (const path of [
        '/',
        '/en/news',
        '/news?category=company',
        `/en/news/detail/${article.id}`,
      ]) {
        const response = await fetch(origin + path)
        expect(response.status, `${origin}${path}`).toBe(200)
      }
    }
  }
  const second = await createArticle(api, {
    zh: { title: `无 Redis ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: `Without Redis ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: new Date(Date.now() - 30_000).toISOString(),
  })
  // The instance that published refreshes its own pages.
  await expect
    .poll(() => text(a.origin, '/en/news'), { timeout: 5_000, intervals: [250] })
    .toContain(`Without Redis ${stamp}`)
  for (const instance of [a, b]) {
    expect(instance.process.exitCode).toBeNull()
    const errors = instance.lines
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((line) => line.level === 'error')
    expect(errors, instance.origin).toEqual([])
  }
  await second.remove()
  await article.remove()
  await api.dispose()
})

test('sign-ins of one account on both instances at the same moment all keep their session', async () => {
  const [a, b] = instances
  if (!a || !b) throw new Error('The instances of the test above are not running')
  const signIn = async (origin: string) => {
    const response = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(e2eAdmin),
    })
    expect(response.status).toBe(200)
    return { origin, token: ((await response.json()) as { token: string }).token }
  }
  const sessions = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? b.origin : a.origin)),
  )
  // Each session works, on the instance that did not sign it in too.
  for (const { origin, token } of sessions) {
    const other = origin === a.origin ? b.origin : a.origin
    const me = (await (
      await fetch(`${other}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { user: { email: string } | null }
    expect(me.user?.email, `a session signed in on ${origin}`).toBe(e2eAdmin.email)
  }
})

test("failed sign-ins through either instance count once: an address's and an account's failures are shared in Redis", async () => {
  test.setTimeout(60_000)
  const [a, b] = instances
  if (!a || !b) throw new Error('The instances of the first test are not running')
  // Redis is back (the first test stopped it); both instances reach it again.
  redis = await startRedis(redisPort)
  const login = (origin: string, email: string, password = 'wrong-password-1') =>
    fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  // Both instances' sign-in ledgers connected again (their clients are named).
  const ledgers = () =>
    execFileSync('redis-cli', ['-p', String(redisPort), 'client', 'list'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(' name=sign-in-failures ')).length
  await expect.poll(ledgers, { timeout: 20_000 }).toBe(2)
  const stamp = Date.now()

  // One account: 3 wrong passwords through A, 2 through B; the 6th is refused on both.
  const account = `shared-${stamp}@example.com`
  for (const origin of [a.origin, a.origin, a.origin, b.origin, b.origin]) {
    expect((await login(origin, account)).status).toBe(401)
  }
  for (const origin of [a.origin, b.origin]) {
    const refused = await login(origin, account)
    expect(refused.status, origin).toBe(429)
    expect(Number(refused.headers.get('retry-after')), origin).toBeGreaterThan(0)
  }
})

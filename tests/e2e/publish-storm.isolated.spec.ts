import { execFileSync } from 'node:child_process'
import { request as playwrightRequest } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { adminToken } from './content-api'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { anyImage, logLines, publishStorm, ROUNDS, stormSettings } from './publish-storm'
import { searchFollowsSaves } from './search-follows-saves'
import { startRedis, type Service } from './services'

// An editor's saves in quick succession while visitors read: every page of
// every item follows every save within 5 s, on PostgreSQL with two instances
// sharing Redis (on SQLite: publish-storm-sqlite.isolated.spec.ts).

let redis: Service | undefined
const instances: Instance[] = []

test.afterAll(async () => {
  for (const instance of instances) {
    await instance.close()
  }
  await redis?.stop()
  instances.length = 0
  started = undefined
})

const settings = {
  ...stormSettings,
  PAYLOAD_SECRET: 'publish-storm-test-secret-0123456789abcdef',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
}

/** PostgreSQL, Redis and the two instances, started by the first test that needs them. */
let started: Promise<[Instance, Instance]> | undefined
const start = () => (started ??= startAll())
async function startAll(): Promise<[Instance, Instance]> {
  const pgTest = (command: 'start' | 'reset') =>
    execFileSync('bash', ['scripts/pg-test.sh', command], { encoding: 'utf8' }).trim()
  const database = pgTest('start')
  pgTest('reset')
  redis = await startRedis()
  const env = { ...settings, REDIS_URL: `redis://127.0.0.1:${redis.port}` }
  // A prepares the empty database (schema, launch content) before B starts.
  instances.push(await startInstance(env, { database }))
  instances.push(await startInstance(env, { database }))
  return instances as [Instance, Instance]
}

test(`on PostgreSQL with two instances sharing Redis, ${ROUNDS} rounds: every page of both follows every save`, async () => {
  test.setTimeout(900_000)
  const [a, b] = await start()
  const api = await playwrightRequest.newContext({ baseURL: a.origin })
  const token = await adminToken(api)
  await api.dispose()
  const misses = await publishStorm({
    publish: a.origin,
    readers: [a.origin, b.origin],
    origins: [a.origin, b.origin],
    token,
    rounds: ROUNDS,
    cover: await anyImage(a.origin, token),
  })
  // A miss is shown with the instances' warnings and errors, which say why.
  const problems = misses.length ? [a, b].map((one) => logLines(one, ['warn', 'error'])) : []
  expect({ misses, problems }).toEqual({ misses: [], problems: [] })
  for (const instance of [a, b]) expect(logLines(instance, ['error']), instance.origin).toEqual([])
})

test('on PostgreSQL, search shows a save as soon as the save has answered', async () => {
  test.setTimeout(180_000)
  // Its transaction commits just before the answer: the index written after
  // the commit, and the searches dropped after that, must be part of it.
  const [a] = await start()
  const api = await playwrightRequest.newContext({ baseURL: a.origin })
  try {
    await searchFollowsSaves(api, 5)
  } finally {
    await api.dispose()
  }
})

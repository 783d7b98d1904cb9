import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { counterOf, redisClient, SignInLimit } from '@/server/guards/login-limit'
import { startRedis, type Service } from '../e2e/services'

// The sign-in limit against a real Redis server, started here: the unit tests
// (src/server/guards/login-limit.test.ts) start no service.
describe('SignInLimit with Redis', () => {
  let redis: Service
  let clients: ReturnType<typeof redisClient>[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })
  /** An instance of the site: its own connection, its own memory. */
  async function instance(failures: number) {
    const client = redisClient(`redis://127.0.0.1:${redis.port}`)
    clients = [...clients, client]
    while (!client.isReady) await new Promise((resolve) => setTimeout(resolve, 20))
    return limitOfClient(client, failures)
  }
  const limitOfClient = (client: ReturnType<typeof redisClient>, failures: number) =>
    new SignInLimit(counterOf(`redis-${redis.port}`, failures, client, 60_000))

  it('gives an address its failures once across instances, and successes back', async () => {
    const [first, second] = [await instance(4), await instance(4)]
    for (const limit of [first, second, first]) {
      expect(await limit.admit('10.0.0.9')).toBe(true)
      await limit.failed('10.0.0.9')
    }
    // A success on one instance is given back for both.
    expect(await second.admit('10.0.0.9')).toBe(true)
    await second.succeeded('10.0.0.9')
    expect(await second.admit('10.0.0.9')).toBe(true)
    await second.failed('10.0.0.9')
    // Four failures in all: both instances refuse the fifth.
    expect(await first.admit('10.0.0.9')).toBe(false)
    expect(await second.admit('10.0.0.9')).toBe(false)
    expect(first.isUsedUp('10.0.0.9')).toBe(true)
  })

  it('counts in its own memory while Redis is away, and never holds a sign-in for it', async () => {
    const client = redisClient('redis://127.0.0.1:1')
    clients = [...clients, client]
    const limit = limitOfClient(client, 2)
    const started = Date.now()
    expect(await limit.admit('10.0.0.8')).toBe(true)
    await limit.failed('10.0.0.8')
    expect(await limit.admit('10.0.0.8')).toBe(true)
    await limit.failed('10.0.0.8')
    expect(await limit.admit('10.0.0.8')).toBe(false)
    // Sanity limit for a busy machine: no attempt waited for a connection (each would take 1 s).
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

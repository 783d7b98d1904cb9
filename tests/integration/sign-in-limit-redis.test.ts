import { createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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
    await vi.waitFor(() => expect(client.isReady).toBe(true))
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

  it('counts in its own memory while Redis is away', async () => {
    const client = redisClient('redis://127.0.0.1:1')
    clients = [...clients, client]
    const limit = limitOfClient(client, 2)
    expect(await limit.admit('10.0.0.8')).toBe(true)
    await limit.failed('10.0.0.8')
    expect(await limit.admit('10.0.0.8')).toBe(true)
    await limit.failed('10.0.0.8')
    expect(await limit.admit('10.0.0.8')).toBe(false)
  })

  it('never holds a sign-in for a Redis that accepts the connection and never answers', async () => {
    // The connection never becomes ready: the limit asks nothing of it and
    // counts in the instance's memory.
    const sockets: Socket[] = []
    const silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const client = redisClient(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`)
      clients = [...clients, client]
      const limit = limitOfClient(client, 1)
      expect(await limit.admit('10.0.0.7')).toBe(true)
      await limit.failed('10.0.0.7')
      expect(await limit.admit('10.0.0.7')).toBe(false)
      expect(client.isReady).toBe(false)
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http, RETRY_STATUS_CODES } from './fetch'

// A real server on loopback that fails the first request of each path.
let server: Server
let base = ''
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    const count = (hits.get(key) ?? 0) + 1
    hits.set(key, count)
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200)
    // Fails the first request of a path, and every request of /always.
    const fail = count === 1 || req.url?.startsWith('/always')
    res.statusCode = fail ? status : 200
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ count }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('http client retry policy', () => {
  it('lists the retryable statuses of the specification', () => {
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })
  it('retries a GET once on a retryable status', async () => {
    await expect(http(`${base}/a?status=503`, { retryDelay: 0 })).resolves.toEqual({ count: 2 })
  })
  it('retries a GET only once', async () => {
    await expect(http(`${base}/always?status=503`, { retryDelay: 0 })).rejects.toThrow()
    expect(hits.get('GET /always?status=503')).toBe(2)
  })
  it('does not retry a GET on other statuses', async () => {
    await expect(http(`${base}/b?status=404`, { retryDelay: 0 })).rejects.toThrow()
    expect(hits.get('GET /b?status=404')).toBe(1)
  })
  it('never retries a POST', async () => {
    await expect(http(`${base}/c?status=503`, { method: 'POST', retryDelay: 0 })).rejects.toThrow()
    expect(hits.get('POST /c?status=503')).toBe(1)
  })
})

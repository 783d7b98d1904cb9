import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpError, RETRY_STATUS_CODES } from './fetch'

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
    // Cuts the connection of the first request of /drop, before any answer.
    if (req.url?.startsWith('/drop') && count === 1) return req.socket.destroy()
    res.statusCode = fail ? status : 200
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ count, url: req.url }))
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
    await expect(http(`${base}/a?status=503`, { retryDelay: 0 })).resolves.toMatchObject({
      count: 2,
    })
  })
  it('retries a GET only once', async () => {
    await expect(http(`${base}/always?status=503`, { retryDelay: 0 })).rejects.toThrow()
    expect(hits.get('GET /always?status=503')).toBe(2)
  })
  it('does not retry a GET on other statuses', async () => {
    const error: unknown = await http(`${base}/b?status=404`).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(404)
    expect(hits.get('GET /b?status=404')).toBe(1)
  })
  it('never retries a POST', async () => {
    await expect(http(`${base}/c?status=503`, { method: 'POST', retryDelay: 0 })).rejects.toThrow()
    expect(hits.get('POST /c?status=503')).toBe(1)
  })
  it('retries a GET once when the connection fails before an answer', async () => {
    await expect(http(`${base}/drop`)).resolves.toMatchObject({ count: 2 })
  })
  it('adds the query to the address', async () => {
    await expect(
      http(`${base}/q?status=200`, { query: { t: 5, a: 'x y' } }),
    ).resolves.toMatchObject({ url: '/q?status=200&t=5&a=x+y' })
  })
})

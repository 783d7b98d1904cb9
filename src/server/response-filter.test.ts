import { createHash } from 'node:crypto'
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { DerivedCache, filterResponse, preferredEncoding } from './response-filter'

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** Serves `handler` behind the filter on loopback and asks it `path`. */
async function ask(
  handler: RequestListener,
  path = '/',
  headers: Record<string, string> = {},
  cache = new DerivedCache(),
  onForeignScripts: (count: number) => void = () => {},
): Promise<Answer> {
  server = createServer((req, res) => {
    filterResponse(req, res, {
      kind: { path: req.url ?? '/', secure: false, routerPayload: req.headers.rsc === '1' },
      cachePolicy: { sharedMaxAge: 10, staleWhileRevalidate: 300 },
      connectOrigins: [],
      cache,
      onError: () => {},
      onForeignScripts,
    })
    handler(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, headers, host: '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const script = 'self.__next_f.push([1,"x"])'
const page = `<!DOCTYPE html><html><body>${'<p>text</p>'.repeat(200)}<script>${script}</script></body></html>`
const sha = `'sha256-${createHash('sha256').update(script).digest('base64')}'`

describe('filterResponse', () => {
  it('gives a streamed HTML page a CSP naming its inline scripts, compressed', async () => {
    const answer = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('X-Powered-By', 'Next.js')
        res.setHeader('x-nextjs-cache', 'HIT')
        res.flushHeaders()
        // Written in pieces, as a streamed render is.
        res.write(page.slice(0, 100))
        res.write(Buffer.from(page.slice(100)))
        res.end()
      },
      '/',
      { 'accept-encoding': 'gzip, br' },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(page)
    expect(answer.headers['content-security-policy']).toContain(`script-src 'self' ${sha};`)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['x-powered-by']).toBeUndefined()
    expect(answer.headers['x-nextjs-cache']).toBeUndefined()
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
  })

  it('compresses one body once and serves gzip to clients without Brotli', async () => {
    const cache = new DerivedCache()
    const handler: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end(page)
    }
    const first = await ask(handler, '/', { 'accept-encoding': 'gzip' }, cache)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const second = await ask(handler, '/', { 'accept-encoding': 'gzip' }, cache)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(second.body).toString()).toBe(page)
    expect(second.body.equals(first.body)).toBe(true)
  })

  it('names only the scripts Next emitted, and reports a page with others once', async () => {
    const injected = '<script>alert(document.cookie)</script>'
    const reports: number[] = []
    const cache = new DerivedCache()
    const handler: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(page.replace('<p>text</p>', `<p>text</p>${injected}`))
    }
    const report = (count: number) => reports.push(count)
    const first = await ask(handler, '/', {}, cache, report)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    await ask(handler, '/', {}, cache, report)
    const alert = `'sha256-${createHash('sha256').update('alert(document.cookie)').digest('base64')}'`
    const policy = String(first.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' ${sha};`)
    expect(policy).not.toContain(alert)
    expect(reports).toEqual([1])
  })

  it('keeps the stored policy on a 304 and streams binary bodies untouched', async () => {
    const notModified = await ask((_req, res) => {
      res.statusCode = 304
      res.end()
    })
    expect(notModified.headers['content-security-policy']).toBeUndefined()
    expect(notModified.headers['x-content-type-options']).toBe('nosniff')

    const bytes = Buffer.from([0, 1, 2, 3, 255])
    const image = await ask(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': bytes.length })
        res.end(bytes)
      },
      '/a.png',
      { 'accept-encoding': 'br' },
    )
    expect(image.body.equals(bytes)).toBe(true)
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it("keeps the router's headers on its payload requests, and gives the admin its policy", async () => {
    const payload = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/x-component')
        res.setHeader('x-nextjs-stale-time', '300')
        res.end('0:{}')
      },
      '/news',
      { rsc: '1' },
    )
    expect(payload.headers['x-nextjs-stale-time']).toBe('300')
    const admin = await ask((_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end('<html></html>')
    }, '/admin/login')
    expect(admin.headers['content-security-policy']).toContain("'unsafe-eval'")
    expect(admin.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describe('preferredEncoding', () => {
  it('prefers Brotli, honours q=0, and falls back to none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
    expect(preferredEncoding('*')).toBe('br')
  })
})

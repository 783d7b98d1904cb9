import { setTimeout as delay } from 'node:timers/promises'
import { createHash } from 'node:crypto'
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { filterResponse, PageCache } from './response-filter'

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
  pages = new PageCache(),
  onForeignScripts: (count: number) => void = () => {},
  {
    compressStreams = false,
    method = 'GET',
    onData = () => {},
    transient = false,
    secure = false,
  }: {
    secure?: boolean
    compressStreams?: boolean
    method?: string
    onData?: (chunk: Buffer) => void
    transient?: boolean
  } = {},
): Promise<Answer> {
  server = createServer((req, res) => {
    filterResponse(req, res, {
      // As the server gives it: the path without the query.
      kind: {
        path: (req.url ?? '/').split('?')[0]!,
        secure,
        routerPayload: req.headers.rsc === '1',
        transient,
      },
      cachePolicy: { sharedMaxAge: 10, staleWhileRevalidate: 300 },
      connectOrigins: [],
      pages,
      onForeignScripts,
      compressStreams,
    })
    handler(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, method, headers, host: '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        onData(chunk)
      })
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
  it('tags feeds and sitemaps, and answers 304 for the tag they carry', async () => {
    const xml = `<?xml version="1.0"?><rss>${'<item>x</item>'.repeat(100)}</rss>`
    const feed: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8')
      res.end(xml)
    }
    const pages = new PageCache()
    const first = await ask(feed, '/news/rss.xml', {}, pages)
    expect(first.status).toBe(200)
    expect(first.body.toString()).toBe(xml)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"/)
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=300',
    )
    expect(first.headers['content-security-policy']).toBeUndefined()
    const again = await ask(feed, '/news/rss.xml', { 'if-none-match': etag }, pages)
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const sitemap = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'application/xml; charset=utf-8')
        res.end(xml.replace('rss', 'urlset'))
      },
      '/en/sitemap.xml',
      { 'if-none-match': etag },
      pages,
    )
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.etag).toMatch(/^"/)
    expect(sitemap.headers.etag).not.toBe(etag)
  })

  it('keeps a sitemap written as bytes by its path, whatever the query, until its bytes change', async () => {
    const xml = `<?xml version="1.0"?><urlset>${'<url>x</url>'.repeat(100)}</urlset>`
    let body = xml
    const route: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'application/xml; charset=utf-8')
      const bytes = Buffer.from(body)
      res.write(bytes.subarray(0, 50))
      res.end(bytes.subarray(50))
    }
    const pages = new PageCache()
    const first = await ask(route, '/en/sitemaps/2.xml', { 'accept-encoding': 'br' }, pages)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    expect(brotliDecompressSync(first.body).toString()).toBe(xml)
    const kept = pages.ofBytes('/en/sitemaps/2.xml', Buffer.from(xml))
    expect(kept.fresh).toBe(false)
    expect(kept.etag).toBe(first.headers.etag)
    const compressed = kept.encoded.br
    // A query made up per request finds the same entry: nothing is read or compressed again.
    const queried = await ask(route, '/en/sitemaps/2.xml?v=1', { 'accept-encoding': 'br' }, pages)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    expect(queried.headers.etag).toBe(first.headers.etag)
    expect(pages.ofBytes('/en/sitemaps/2.xml', Buffer.from(xml)).encoded.br).toBe(compressed)
    // Other bytes at that path: another tag.
    body = xml.replace('<url>x</url>', '<url>y</url>')
    const changed = await ask(
      route,
      '/en/sitemaps/2.xml',
      { 'if-none-match': String(first.headers.etag) },
      pages,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.toString()).toBe(body)
    expect(changed.headers.etag).not.toBe(first.headers.etag)
  })

  it('names the report endpoint group of a page reached over HTTPS', async () => {
    const answer = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(page)
      },
      '/',
      {},
      new PageCache(),
      () => {},
      { secure: true },
    )
    expect(answer.headers['content-security-policy']).toContain('report-to csp')
    expect(answer.headers['reporting-endpoints']).toBe('csp="/csp-reports"')
  })

  it('gives a streamed HTML page a CSP naming its inline scripts, whole', async () => {
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
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(answer.body).toString()).toBe(page)
    expect(answer.headers['content-security-policy']).toContain(
      `script-src 'self' 'report-sample' ${sha};`,
    )
    // Over plain HTTP the policy reports through report-uri (the Reporting API needs HTTPS).
    expect(answer.headers['content-security-policy']).toContain('report-uri /csp-reports')
    expect(answer.headers['reporting-endpoints']).toBeUndefined()
    expect(answer.headers['x-powered-by']).toBeUndefined()
    expect(answer.headers['x-nextjs-cache']).toBeUndefined()
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
  })

  it("streams the admin's pages and every other answer as they come", async () => {
    let releaseRest = () => {}
    const rest = new Promise<void>((resolve) => (releaseRest = resolve))
    const firstPart = new Promise<{ headers: Record<string, unknown>; first: string }>(
      (resolve, reject) => {
        server = createServer((req, res) => {
          filterResponse(req, res, {
            kind: { path: '/admin', secure: false, routerPayload: false },
            cachePolicy: { sharedMaxAge: 10, staleWhileRevalidate: 300 },
            connectOrigins: [],
            pages: new PageCache(),
            onForeignScripts: () => {},
          })
          res.setHeader('Content-Type', 'text/html')
          res.write('<html><body>first part')
          void rest.then(() => res.end('</body></html>'))
        })
        server.listen(0, '127.0.0.1', () => {
          const { port } = server!.address() as AddressInfo
          httpRequest({ port, path: '/admin', host: '127.0.0.1' }, (res) => {
            res.once('data', (chunk: Buffer) =>
              resolve({ headers: res.headers, first: chunk.toString() }),
            )
            res.on('end', () => {})
          })
            .on('error', reject)
            .end()
        })
      },
    )
    // The first part arrives while the rest is still being rendered.
    const { headers, first } = await firstPart
    releaseRest()
    expect(first).toContain('first part')
    // The admin's policy is Next's (next.config.ts), not a public page's.
    expect(headers['content-security-policy']).toBeUndefined()
  })

  it('compresses a page once per body, as each request accepts', async () => {
    const pages = new PageCache()
    const handler: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(page)
    }
    const answers = []
    for (const accept of ['br;q=0, gzip', 'gzip, deflate, br, zstd', 'identity', 'gzip']) {
      answers.push(await ask(handler, '/', { 'accept-encoding': accept }, pages))
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
    const [gzipped, brotli, plain, gzippedAgain] = answers
    expect(gzipped?.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped!.body).toString()).toBe(page)
    expect(brotli?.headers['content-encoding']).toBe('br')
    expect(plain?.headers['content-encoding']).toBeUndefined()
    expect(plain?.body.toString()).toBe(page)
    // The same bytes: made once, kept with the page.
    expect(gzippedAgain?.body.equals(gzipped!.body)).toBe(true)
    expect(pages.of(page).encoded.gzip).toBeDefined()
    expect(pages.of(page).fresh).toBe(false)
    expect(Number(plain?.headers['content-length'])).toBe(plain?.body.length)
  })

  it('tags a page with an ETag of its body, and answers a request that names it with 304', async () => {
    const pages = new PageCache()
    const handler: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 's-maxage=31536000')
      res.end(page)
    }
    const first = await ask(handler, '/news', { 'accept-encoding': 'br' }, pages)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]{20,}"$/)
    const again = await ask(handler, '/news', { 'if-none-match': `W/"other", ${etag}` }, pages)
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(again.headers['content-security-policy']).toBeUndefined()
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    // Another body, another tag: the old one no longer matches.
    const changed = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(page.replace('text', 'news'))
      },
      '/news',
      { 'if-none-match': etag },
      pages,
    )
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('reads a page written in pieces as the same page written at once', async () => {
    const pages = new PageCache()
    const whole = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(page)
      },
      '/',
      {},
      pages,
    )
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const pieces = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(Buffer.from(page.slice(0, 100)))
        res.end(page.slice(100))
      },
      '/',
      {},
      pages,
    )
    expect(pieces.body.toString()).toBe(page)
    expect(whole.headers.etag).toBeDefined()
    expect(pieces.headers.etag).toBe(whole.headers.etag)
  })

  it('names only the scripts Next emitted, and reports a page with others once', async () => {
    const injected = '<script>alert(document.cookie)</script>'
    const reports: number[] = []
    const pages = new PageCache()
    const handler: RequestListener = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(page.replace('<p>text</p>', `<p>text</p>${injected}`))
    }
    const report = (count: number) => reports.push(count)
    const first = await ask(handler, '/', {}, pages, report)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    await ask(handler, '/', {}, pages, report)
    const alert = `'sha256-${createHash('sha256').update('alert(document.cookie)').digest('base64')}'`
    const policy = String(first.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' 'report-sample' ${sha};`)
    expect(policy).not.toContain(alert)
    expect(reports).toEqual([1])
  })

  it('does not keep a transient page (a search), so that countless of them evict nothing', async () => {
    const pages = new PageCache(1)
    const reads: number[] = []
    const withForeign =
      (text: string): RequestListener =>
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(`<!DOCTYPE html><html><body><p>${text}</p><script>alert(1)</script></body></html>`)
      }
    const onForeign = (count: number) => reads.push(count)
    // A page is read (and reported) once while it is kept.
    await ask(withForeign('news'), '/news', {}, pages, onForeign)
    await ask(withForeign('news'), '/news', {}, pages, onForeign)
    expect(reads).toHaveLength(1)
    // Searches are read each time and keep the page where it was.
    for (const words of ['a', 'b', 'a']) {
      const answer = await ask(withForeign(`results ${words}`), '/search', {}, pages, onForeign, {
        transient: true,
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.etag).toMatch(/^"/)
    }
    expect(reads).toHaveLength(4)
    await ask(withForeign('news'), '/news', {}, pages, onForeign)
    expect(reads).toHaveLength(4)
  })

  it('does not keep an error page (a 404 naming its path), so that a flood of them evicts nothing', async () => {
    const pages = new PageCache(1)
    const reads: number[] = []
    const onForeign = (count: number) => reads.push(count)
    const answer =
      (status: number, text: string): RequestListener =>
      (_req, res) => {
        res.statusCode = status
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(`<!DOCTYPE html><html><body><p>${text}</p><script>alert(1)</script></body></html>`)
      }
    await ask(answer(200, 'news'), '/news', {}, pages, onForeign)
    for (const path of ['/nope-1', '/nope-2']) {
      const missing = await ask(
        answer(404, `${path} ${'x'.repeat(2000)}`),
        path,
        {
          'Accept-Encoding': 'br',
        },
        pages,
        onForeign,
      )
      expect(missing.status).toBe(404)
      expect(brotliDecompressSync(missing.body).toString()).toContain(path)
    }
    expect(reads).toHaveLength(3)
    // The page is still kept: not read again.
    await ask(answer(200, 'news'), '/news', {}, pages, onForeign)
    expect(reads).toHaveLength(3)
  })

  it('keeps the stored policy on a 304 and streams binary bodies untouched', async () => {
    const notModified = await ask((_req, res) => {
      res.statusCode = 304
      res.end()
    })
    expect(notModified.headers['content-security-policy']).toBeUndefined()

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
    expect(image.headers['content-security-policy']).toBeUndefined()
  })

  it("keeps the router's headers on its payload requests, and the admin's page its own policy", async () => {
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
      res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-eval'")
      res.end('<html></html>')
    }, '/admin/login')
    expect(admin.headers['content-security-policy']).toBe("script-src 'self' 'unsafe-eval'")
  })
})

describe('filterResponse, compressing what streams', () => {
  const json = JSON.stringify({
    docs: Array.from({ length: 200 }, (_, id) => ({ id, title: 'x' })),
  })
  const streamed =
    (type: string, extra: Record<string, string> = {}): RequestListener =>
    (_req, res) => {
      res.setHeader('Content-Type', type)
      for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
      res.write(json.slice(0, 1000))
      res.end(json.slice(1000))
    }
  const accepts = { 'accept-encoding': 'gzip, br' }

  it('compresses JSON and the router payload as they stream, when asked to', async () => {
    const options = { compressStreams: true }
    const answer = await ask(
      streamed('application/json'),
      '/api/news',
      accepts,
      undefined,
      undefined,
      options,
    )
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(answer.body).toString()).toBe(json)
    const gzipped = await ask(
      streamed('text/x-component'),
      '/news',
      { 'accept-encoding': 'gzip', rsc: '1' },
      undefined,
      undefined,
      options,
    )
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(json)
  })

  it('leaves alone what is small, encoded already, an event stream, a HEAD, or when a proxy compresses', async () => {
    const options = { compressStreams: true }
    // [answer, request headers, the encoding expected]
    const cases: [RequestListener, Record<string, string>, string][] = [
      [streamed('application/json'), {}, 'none'],
      [streamed('application/json'), { 'accept-encoding': 'identity' }, 'none'],
      [streamed('text/event-stream'), accepts, 'none'],
      [streamed('image/png'), accepts, 'none'],
      // Encoded by whoever answered: as it is.
      [streamed('application/json', { 'Content-Encoding': 'gzip' }), accepts, 'gzip'],
      [
        (_req, res) =>
          res
            .writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '2' })
            .end('{}'),
        accepts,
        'none',
      ],
    ]
    for (const [handler, headers, expected] of cases) {
      const answer = await ask(handler, '/api/news', headers, undefined, undefined, options)
      expect(answer.headers['content-encoding'] ?? 'none').toBe(expected)
      server!.close()
    }
    const head = await ask(
      streamed('application/json'),
      '/api/news',
      accepts,
      undefined,
      undefined,
      { ...options, method: 'HEAD' },
    )
    expect(head.headers['content-encoding']).toBeUndefined()
    const behindProxy = await ask(streamed('application/json'), '/api/news', accepts)
    expect(behindProxy.headers['content-encoding']).toBeUndefined()
    expect(behindProxy.body.toString()).toBe(json)
  })

  it('sends what is written before the answer ends (a streamed render is not held back)', async () => {
    let received: () => void = () => {}
    const firstPart = new Promise<void>((resolve) => (received = resolve))
    let arrivedBeforeEnd = false
    const answer = await ask(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/x-component')
        res.write(json.slice(0, 2000))
        // The rest only once the first part has reached the client (or 5 s).
        void Promise.race([firstPart.then(() => (arrivedBeforeEnd = true)), delay(5_000)]).then(
          () => res.end(json.slice(2000)),
        )
      },
      '/news',
      { ...accepts, rsc: '1' },
      undefined,
      undefined,
      { compressStreams: true, onData: () => received() },
    )
    expect(arrivedBeforeEnd).toBe(true)
    expect(brotliDecompressSync(answer.body).toString()).toBe(json)
  })
})

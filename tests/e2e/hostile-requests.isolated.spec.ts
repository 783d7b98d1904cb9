import { request as httpRequest } from 'node:http'
import { expect, test } from './fixtures'
import { expensiveFloods, whileFlooding } from '../../scripts/flood'
import { startInstance, type Instance } from './instance'

// An attacker's battery against an instance of its own (its logs are read):
// every request gets a 4xx or a normal answer, never a 5xx, a stack or a
// file path, and nothing it does is logged as an error.
test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3100) + 110
let instance: Instance

test.beforeAll(async () => {
  test.setTimeout(90_000)
  instance = await startInstance(port)
})

test.afterAll(async () => {
  await instance?.stop('SIGTERM')
  instance?.cleanup()
})

type Ask = {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/** A raw request (no client-side normalisation of the path or method). */
function ask({
  method = 'GET',
  path,
  headers = {},
  body,
}: Ask): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: 'localhost', port, method, path, headers: { Connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Signs of an internal error shown to the client. */
const leaks =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\.next\/server|Failed query|SQLITE_|TypeError|ReferenceError/

const collections = ['news', 'jobs', 'faqs', 'videos', 'media', 'redirects', 'users']

/** Each of issue's causes of a 500, and variations of it; with the statuses accepted. */
function battery(): [Ask, number[]][] {
  const cases: [Ask, number[]][] = []
  const add = (request: Ask, ...statuses: number[]) => cases.push([request, statuses])
  for (const slug of collections) {
    for (const id of ['abc', '1e3', '-1', '99999999999999999999', '%ff', '..%2f..', "1'"]) {
      add({ path: `/api/${slug}/${id}` }, 400, 403, 404)
      add(
        {
          method: 'PATCH',
          path: `/api/${slug}/${id}`,
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        },
        400,
        403,
        404,
      )
      add({ method: 'DELETE', path: `/api/${slug}/${id}` }, 400, 403, 404)
    }
    for (const query of [
      'page=99999999999999999999',
      'limit=99999999999999999999',
      'page=1e309',
      'limit=-1',
      'page=NaN',
      'depth=999',
      'sort=title',
      'sort=body',
      'sort=question',
      'sort=answer',
      'sort=%ff',
      'where[title][equals]=x',
      'where[title][like]=x',
      'where[summary][like]=x',
      'where[question][like]=x',
      'where[body][equals]=x',
      'where[answer][like]=x',
      'where[description][like]=x',
      'where[id][in]=a,b',
      'where[id][equals]=abc',
      'where[publishedAt][greater_than]=abc',
      'where[createdAt][less_than]=never',
      'where[cover][equals]=x',
      'where[or][0][title][like]=x&where[or][1][body][like]=y',
      'where[nope][equals]=x',
      'locale=xx',
      'locale=all&sort=title',
      'draft=true',
    ]) {
      add({ path: `/api/${slug}?${query}` }, 200, 400, 403)
    }
  }
  for (const path of ['/api/users/verify/abc', '/api/users/unlock', '/api/users/reset-password']) {
    add(
      { method: 'POST', path, body: '{}', headers: { 'Content-Type': 'application/json' } },
      400,
      403,
      404,
    )
  }
  for (const slug of ['company', 'site', 'nope']) {
    add({ path: `/api/globals/${slug}?locale=xx&depth=999` }, 200, 404)
    add({ path: `/api/globals/${slug}/versions/abc` }, 400, 403, 404)
    add(
      {
        method: 'POST',
        path: `/api/globals/${slug}`,
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      },
      403,
      404,
    )
  }
  for (const path of [
    '/api/%ff',
    '/admin/%ff',
    '/api/news/%e2%28%a1',
    '/_next/%c0%af',
    '/internal/%ff',
  ]) {
    add({ path }, 400, 404)
  }
  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'MKCOL', 'FOO']) {
    add({ method, path: '/' }, 400, 405)
    add({ method, path: '/api/news' }, 400, 405)
  }
  for (const path of [
    '/assets/brand/icon.svg',
    '/favicon.ico',
    '/robots.txt',
    '/_next/static/chunks/x.js',
    '/builds/latest.json',
    '/qr/0123456789abcdefghijkl.svg',
  ]) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
      add({ method, path, body: 'x' }, 404, 405)
  }
  // QR codes: only those of the site settings are drawn.
  for (const path of ['/qr/0123456789abcdefghijkl.svg', '/qr/..%2f..%2fetc', '/qr/%ff', '/qr']) {
    add({ path }, 400, 404)
  }
  for (const url of [
    '%2Fnope.png',
    'http%3A%2F%2Fexample.org%2Fa.png',
    '%2Fapi%2Fmedia%2Ffile%2Fnope.webp',
    '%ff',
    '',
  ]) {
    add({ path: `/_next/image?url=${url}&w=64&q=75` }, 400, 404)
  }
  // The server's own routes: loopback and its token only (this is loopback, without it).
  for (const path of [
    '/internal/item?item=news&locale=zh&id=1',
    '/internal/revalidate',
    '/internal/news-counts',
  ]) {
    add({ path }, 403, 404, 405)
    add(
      { method: 'POST', path, body: '{}', headers: { 'Content-Type': 'application/json' } },
      403,
      404,
      405,
    )
  }
  // Oversized headers and cookies, other encodings.
  add({ path: '/news', headers: { Cookie: `NEXT_LOCALE=${'x'.repeat(12_000)}` } }, 200, 400, 431)
  add({ path: '/news', headers: { 'X-Long': 'y'.repeat(20_000) } }, 200, 400, 431)
  add({ path: '/news', headers: { 'Accept-Encoding': 'compress, zstd;q=2, *;q=0' } }, 200, 406)
  add({ path: '/en/news', headers: { 'Accept-Language': '*;q=x, en;q=2, zh' } }, 200)
  add({ path: '/', headers: { 'Accept-Language': 'x'.repeat(5_000) } }, 200, 307)
  return cases
}

test('no hostile request gets a 5xx, a stack or a path, or is logged as an error', async () => {
  test.setTimeout(180_000)
  const cases = battery()
  expect(cases.length).toBeGreaterThanOrEqual(300)
  const before = instance.lines.length
  const wrong: string[] = []
  for (const [request, statuses] of cases) {
    const name = `${request.method ?? 'GET'} ${request.path.slice(0, 80)}`
    const answer = await ask(request)
    if (!statuses.includes(answer.status) || leaks.test(answer.text)) {
      wrong.push(`${name}: ${answer.status} ${answer.text.slice(0, 120)}`)
    }
  }
  expect(wrong).toEqual([])
  const errors = instance.lines
    .slice(before)
    .filter((line) => /"level":(50|60|"error"|"fatal")/.test(line))
  expect(errors.map((line) => line.slice(0, 300))).toEqual([])
})

/**
 * Sends a body in parts, declared (Content-Length) or streamed (chunked);
 * resolves with the status of the answer, which may come (and the
 * connection close) before the whole body is sent.
 */
function sendBody(path: string, body: Buffer, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = {
      'Content-Type': 'application/json',
      ...(declared
        ? { 'Content-Length': String(body.length) }
        : { 'Transfer-Encoding': 'chunked' }),
    }
    let answered = false
    const req = httpRequest({ host: 'localhost', port, method: 'POST', path, headers }, (res) => {
      answered = true
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const part = 256 * 1024
    const write = (offset: number) => {
      if (answered || req.destroyed) return
      if (offset >= body.length) return void req.end()
      req.write(body.subarray(offset, offset + part), () => write(offset + part))
    }
    write(0)
  })
}

test('a JSON body over 1 MB is refused before it is read, declared or streamed', async () => {
  const big = Buffer.from(
    JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(8 * 1024 * 1024) }),
  )
  for (const path of ['/api/users/login', '/api/news', '/api/jobs/1']) {
    expect(await sendBody(path, big, true), `${path}, declared`).toBe(413)
    expect(await sendBody(path, big, false), `${path}, streamed`).toBe(413)
  }
  // A body within the limit still reaches the CMS.
  const small = Buffer.from(
    JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
  )
  expect(await sendBody('/api/users/login', small, true)).toBe(401)
  expect(await sendBody('/api/users/login', small, false)).toBe(401)
})

test('while each expensive route is flooded, a cached page keeps answering', async () => {
  test.setTimeout(240_000)
  const media = JSON.parse(
    (await ask({ path: '/api/media?limit=1&depth=0&where[mimeType][contains]=image' })).text,
  ) as { docs: { url: string }[] }
  const floods = expensiveFloods(media.docs[0]?.url ?? '/missing.png')
  for (const request of floods) {
    const { flood, probe } = await whileFlooding(
      `http://localhost:${port}${request.path}`,
      request,
      async () => expect((await ask({ path: '/news' })).status).toBe(200),
    )
    const name = `${request.method ?? 'GET'} ${request.path}`
    console.log(
      `${name}: /news p50 ${probe.p50.toFixed(0)} ms, p99 ${probe.p99.toFixed(0)} ms (${probe.count})`,
    )
    // The goal is a p99 under 100 ms; what holds on this machine today is
    // printed above (docs/decisions/014). Before anonymous reads waited their
    // turn, a page waited the whole flood (10 s): that must not come back.
    expect(probe.p50, `${name}: /news p50 while flooded (${probe.count})`).toBeLessThan(2_000)
    expect(flood['5xx'], `${name}: 5xx answers`).toBe(0)
  }
  expect(
    instance.lines
      .filter((line) => /"level":(50|60|"error")/.test(line))
      .map((line) => line.slice(0, 300)),
  ).toEqual([])
})

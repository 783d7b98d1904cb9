import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { expect, securityHeaderNames, test } from './fixtures'
import { aCardOf } from '../../scripts/bench-server'
import { expensiveFloods, whileFlooding } from '../../scripts/flood'
import { instanceForFile } from './instance'
import { nothingHappensFor } from './waits'
import { e2eAdmin } from '../../playwright.config'

// An attacker's battery against an instance of its own (its logs are read):
// every request gets a 4xx or a normal answer, never a 5xx, a stack or a
// file path, and nothing it does is logged as an error.
test.describe.configure({ mode: 'serial' })

const SEARCHES_A_MINUTE = 5
// A low search limit, so that an address reaches it in a few requests.
const instance = instanceForFile({ SEARCH_RATE_LIMIT: String(SEARCHES_A_MINUTE) })

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
}: Ask): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: 'localhost',
        port: instance().port,
        method,
        path,
        headers: { Connection: 'close', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
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

/**
 * Each known cause of a 500, and variations of it, with the statuses
 * accepted. Sent by an editor (the CMS runs them) and anonymously (the
 * server refuses those of the API: 401).
 */
function battery(): [Ask, number[]][] {
  const cases: [Ask, number[]][] = []
  const add = (request: Ask, ...statuses: number[]) => cases.push([request, [...statuses, 401]])
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
    // Payload's operations a collection does not have (files of one without
    // uploads, versions of one without versions): it failed on them with a 500.
    add({ path: `/api/${slug}/file` }, 403, 404)
    add({ path: `/api/${slug}/versions` }, 200, 403, 404)
    add({ path: `/api/${slug}/versions/1` }, 200, 403, 404)
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
      400,
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
  // Filters Payload cannot run, and the routes it fails on.
  for (const slug of collections) {
    for (const query of [
      'where[id][equals][0]=1',
      'where[id][equals][a][b]=1',
      'where[title][near]=1,2',
      'where[title][within]=x',
      'where[title][intersects]=x',
      'where[title][all]=a,b',
      'where[title][nonsense]=x',
      'where=x',
      'limit=1&limit=2',
      'page=1&page=2',
      'sort=title&sort=id',
    ]) {
      add({ path: `/api/${slug}?${query}` }, 200, 400, 403)
    }
    for (const route of ['access', 'paginated', 'access/1', 'versions/abc']) {
      add({ path: `/api/${slug}/${route}` }, 200, 400, 403, 404)
    }
  }
  for (const path of ['/api/payload-migrations', '/api/payload-migrations/1', '/api/access']) {
    add({ path }, 200, 403, 404)
  }
  return cases
}

/** A multipart body that is not one: no closing boundary, or no boundary at all. */
const brokenForms: Pick<Ask, 'headers' | 'body'>[] = [
  {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"a":',
  },
  { headers: { 'Content-Type': 'multipart/form-data' }, body: 'a=b' },
  { headers: { 'Content-Type': 'multipart/form-data; boundary=' }, body: '--\r\n' },
]

/**
 * What an anonymous client may ask of the API: the files, the health routes,
 * who is signed in and the sign-in routes; everything else, whatever its
 * method, override header, content type or body, is refused (401).
 */
function anonymousBattery(file: string): [Ask, number[]][] {
  const cases: [Ask, number[]][] = []
  const add = (request: Ask, ...statuses: number[]) => cases.push([request, statuses])
  const slugs = [
    ...collections,
    'globals/site',
    'globals/company',
    'payload-preferences',
    'payload-locked-documents',
    'payload-migrations',
  ]
  const bodies: Pick<Ask, 'headers' | 'body'>[] = [
    { headers: { 'Content-Type': 'application/json' }, body: '{"title":"x"}' },
    {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'limit=1000&pagination=false&depth=10',
    },
    { headers: { 'Content-Type': 'text/plain' }, body: 'x' },
    ...brokenForms,
  ]
  for (const slug of slugs) {
    for (const rest of ['', '/1', '/count', '/access', '/paginated', '/versions', '/versions/1']) {
      const path = `/api/${slug}${rest}`
      add({ path }, 401)
      add({ path: `${path}?limit=1000&pagination=false&depth=10&locale=all` }, 401)
      add({ method: 'HEAD', path }, 401)
      add({ method: 'OPTIONS', path }, 401)
      add({ method: 'DELETE', path }, 401)
      for (const body of bodies) {
        for (const method of ['POST', 'PATCH', 'PUT']) add({ method, path, ...body }, 401)
      }
      // A read sent as a POST (Payload's method override).
      for (const override of ['X-Payload-HTTP-Method-Override', 'X-HTTP-Method-Override']) {
        add(
          {
            method: 'POST',
            path,
            headers: { ...bodies[1]!.headers, [override]: 'GET' },
            body: 'limit=1000&pagination=false&depth=10&where[title][like]=a&sort=body',
          },
          401,
        )
      }
    }
  }
  add({ path: '/api' }, 401)
  add({ path: '/api/graphql' }, 401)
  add({ path: '/api/users/me' }, 200)
  add({ path: '/api/health/live' }, 200)
  add({ path: '/api/health/ready' }, 200)
  add({ path: file }, 200)
  add({ method: 'HEAD', path: file }, 200)
  add({ path: '/api/media/file/nope.png' }, 404)
  // The sign-in: small bodies only, forms that parse, no override.
  const login = '/api/users/login'
  const wrong = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' })
  add(
    { method: 'POST', path: login, headers: { 'Content-Type': 'application/json' }, body: wrong },
    401,
  )
  for (const path of [login, '/api/users/forgot-password', '/api/users/reset-password']) {
    for (const body of brokenForms) add({ method: 'POST', path, ...body }, 400)
    add({ method: 'POST', path, headers: { 'Content-Type': 'application/json' }, body: '{' }, 400)
  }
  add(
    {
      method: 'POST',
      path: login,
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: wrong,
    },
    401,
  )
  // Request targets that are not paths.
  add({ method: 'OPTIONS', path: '*' }, 400)
  add({ path: `${instance().origin}/api/news` }, 400)
  add({ path: `${instance().origin}/` }, 400)
  return cases
}

/** The `Authorization` header of the instance's admin. */
async function editorHeaders(): Promise<Record<string, string>> {
  const login = await ask({
    method: 'POST',
    path: '/api/users/login',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  })
  expect(login.status).toBe(200)
  return { Authorization: `JWT ${(JSON.parse(login.text) as { token: string }).token}` }
}

/** The address of an uploaded image (read by an editor: anonymous clients may not list media). */
async function anImage(headers: Record<string, string>): Promise<string> {
  const media = JSON.parse(
    (
      await ask({
        path: '/api/media?limit=1&depth=0&where[mimeType][contains]=image',
        headers,
      })
    ).text,
  ) as { docs: { url: string }[] }
  return media.docs[0]?.url ?? '/missing.png'
}

test('no hostile request gets a 5xx, a stack or a path, or is logged as an error', async () => {
  test.setTimeout(300_000)
  const editor = await editorHeaders()
  const anonymous = anonymousBattery(await anImage(editor))
  expect(anonymous.length).toBeGreaterThanOrEqual(500)
  const cases = [
    ...anonymous,
    ...battery(),
    // The same again from an editor: the CMS runs them.
    ...battery().map(([request, statuses]): [Ask, number[]] => [
      { ...request, headers: { ...editor, ...request.headers } },
      statuses.filter((status) => status !== 401),
    ]),
  ]
  const before = instance().lines.length
  const wrong: string[] = []
  for (const [request, statuses] of cases) {
    const name = `${request.method ?? 'GET'} ${request.path.slice(0, 80)}`
    const answer = await ask(request)
    if (!statuses.includes(answer.status) || leaks.test(answer.text)) {
      wrong.push(`${name}: ${answer.status} ${answer.text.slice(0, 120)}`)
    }
    const internal = request.path.startsWith('/api') && /0\.0\.0\.0|127\.0\.0\.1/.test(answer.text)
    if (answer.status >= 500 || internal) {
      wrong.push(`${name}: ${answer.status} names an internal address or failed`)
    }
  }
  expect(wrong).toEqual([])
  const errors = instance()
    .lines.slice(before)
    .filter((line) => /"level":(50|60|"error"|"fatal")/.test(line))
  expect(errors.map((line) => line.slice(0, 300))).toEqual([])
})

test("the server's own refusals carry the headers of a page's 404", async () => {
  const notFound = await ask({ path: '/no-such-page' })
  expect(notFound.status).toBe(404)
  const names = securityHeaderNames
  for (const name of names) expect(notFound.headers[name], name).toBeTruthy()
  const refusals: Ask[] = [
    { method: 'TRACE', path: '/' },
    { method: 'PROPFIND', path: '/api/news' },
    { path: '/api/%ff' },
    { path: '/api/news' },
    { method: 'POST', path: '/news', body: 'x' },
    { method: 'OPTIONS', path: '*' },
  ]
  for (const request of refusals) {
    const answer = await ask(request)
    expect(answer.status, request.path).toBeGreaterThanOrEqual(400)
    expect(answer.status, request.path).toBeLessThan(500)
    for (const name of names) {
      expect(answer.headers[name], `${request.method} ${request.path}: ${name}`).toBeTruthy()
    }
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  }
})

/**
 * Sends a body in parts, declared (Content-Length) or streamed (chunked);
 * resolves with the status of the answer, which may come (and the
 * connection close) before the whole body is sent.
 */
function sendBody(
  path: string,
  body: Buffer,
  declared: boolean,
  extra: Record<string, string> = {},
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const headers = {
      'Content-Type': 'application/json',
      ...(declared
        ? { 'Content-Length': String(body.length) }
        : { 'Transfer-Encoding': 'chunked' }),
      ...extra,
    }
    let answered = false
    let sent = 0
    const req = httpRequest(
      { host: 'localhost', port: instance().port, method: 'POST', path, headers },
      (res) => {
        answered = true
        res.resume()
        resolve({ status: res.statusCode ?? 0, sent })
      },
    )
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const part = 256 * 1024
    const write = (offset: number) => {
      if (answered || req.destroyed) return
      if (offset >= body.length) return void req.end()
      req.write(body.subarray(offset, offset + part), () => {
        sent = offset + part
        // As browsers do, an answer that comes while the body is being sent
        // is read: after the first part, a moment for it.
        if (offset === 0) setTimeout(() => write(offset + part), 1_000)
        else write(offset + part)
      })
    }
    write(0)
  })
}

/**
 * Sends a whole body without waiting for the answer (as a script does):
 * resolves with the status, and how much of the body the server took before
 * it cut the connection.
 */
function sendWhole(
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    let status = 0
    let sent = 0
    const req = httpRequest(
      {
        host: 'localhost',
        port: instance().port,
        method: 'POST',
        path,
        headers: { ...headers, 'Content-Length': String(body.length) },
      },
      (res) => {
        status = res.statusCode ?? 0
        res.resume()
      },
    )
    const done = () => resolve({ status, sent })
    req.on('error', done)
    req.on('close', done)
    const part = 256 * 1024
    const write = (offset: number) => {
      if (req.destroyed) return
      if (offset >= body.length) return void req.end()
      req.write(body.subarray(offset, offset + part), (error) => {
        if (error) return
        sent = offset + part
        write(offset + part)
      })
    }
    write(0)
  })
}

test('a big body is refused before it is read, declared or streamed', async () => {
  const big = Buffer.from(
    JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(8 * 1024 * 1024) }),
  )
  const editor = await editorHeaders()
  for (const path of ['/api/users/login', '/api/news', '/api/jobs/1']) {
    const anonymous = path === '/api/users/login' ? 413 : 401
    expect((await sendBody(path, big, true)).status, `${path}, declared`).toBe(anonymous)
    expect((await sendBody(path, big, false)).status, `${path}, streamed`).toBe(anonymous)
    expect((await sendBody(path, big, true, editor)).status, `${path}, editor`).toBe(413)
    expect((await sendBody(path, big, false, editor)).status, `${path}, editor`).toBe(413)
  }
  // A body within the limit still reaches the CMS.
  const small = Buffer.from(
    JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
  )
  expect((await sendBody('/api/users/login', small, true)).status).toBe(401)
  expect((await sendBody('/api/users/login', small, false)).status).toBe(401)
})

/** Sends the head and part of a declared body, then hangs up. */
function hangUp(path: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest({
      host: 'localhost',
      port: instance().port,
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json', 'Content-Length': '10000', ...headers },
    })
    req.on('error', () => resolve())
    req.write('{"email":"a@example.com","pass', () => {
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 300)
    })
  })
}

test('clients that hang up mid-body are nobody’s error', async () => {
  const editor = await editorHeaders()
  const before = instance().lines.length
  for (const path of ['/api/users/login', '/api/news', '/admin/collections/news/create']) {
    await hangUp(path, {})
    await hangUp(path, editor)
  }
  // The server still answers, and logged no error.
  expect((await ask({ path: '/api/health/live' })).status).toBe(200)
  await nothingHappensFor(500, 'no error is logged late')
  expect(
    instance()
      .lines.slice(before)
      .filter((line) => /"level":(50|60|"error"|"fatal")/.test(line))
      .map((line) => line.slice(0, 300)),
  ).toEqual([])
})

/** The resident memory of the instance's processes (npm and the server), in MB. */
function residentMb(): number {
  const pids = [instance().process.pid!]
  for (let at = 0; at < pids.length; at++) {
    try {
      const children = readFileSync(`/proc/${pids[at]}/task/${pids[at]}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    } catch {
      // Gone.
    }
  }
  let kb = 0
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kb += Number(match?.[1] ?? 0)
    } catch {
      // Gone.
    }
  }
  return kb / 1024
}

test('anonymous uploads and bodies sent to pages are refused from their headers, unread', async () => {
  test.setTimeout(120_000)
  const upload = Buffer.alloc(45 * 1024 * 1024, 'x')
  const form = { 'Content-Type': 'multipart/form-data; boundary=x' }
  const before = residentMb()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 50)
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, at) =>
      sendBody(at % 2 ? '/api/media' : '/api/videos', upload, at % 4 < 2, form),
    ),
  )
  clearInterval(sampler)
  for (const answer of answers) {
    expect(answer.status).toBe(401)
    // Refused from the headers: at most what sockets buffer had left the client.
    expect(answer.sent).toBeLessThan(8 * 1024 * 1024)
  }
  console.log(
    `20 anonymous 45 MB uploads: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
  )
  expect(peak - before).toBeLessThan(100)
  // Credentials that are not an editor's lift nothing: refused as soon as the
  // CMS has read them, and what the client goes on sending is cut short.
  const fakes: Record<string, string>[] = [
    { Authorization: 'JWT not-a-token' },
    { Cookie: 'payload-token=not-a-token' },
  ]
  for (const fake of fakes) {
    for (const declared of [true, false]) {
      const answer = await sendBody('/api/media', upload, declared, { ...form, ...fake })
      expect(answer.status, JSON.stringify(fake)).toBe(401)
      expect(answer.sent, JSON.stringify(fake)).toBeLessThan(8 * 1024 * 1024)
    }
    const whole = await sendWhole('/api/media', upload, { ...form, ...fake })
    expect(whole.sent, JSON.stringify(fake)).toBeLessThan(16 * 1024 * 1024)
  }
  for (const path of ['/', '/news', '/en/profile']) {
    const answer = await sendBody(path, Buffer.alloc(10 * 1024 * 1024, 'x'), true)
    expect(answer.status, path).toBe(405)
    expect(answer.sent, path).toBeLessThan(8 * 1024 * 1024)
  }
})

test('an address searching new words past its limit is told in its language when it may again', async () => {
  const first = await ask({ path: '/search?q=%E6%A8%A1%E5%9E%8B' })
  expect(first.status).toBe(200)
  for (let n = 1; n < SEARCHES_A_MINUTE; n++) {
    expect((await ask({ path: `/search?q=limit${n}` })).status).toBe(200)
  }
  const refused = await ask({ path: '/search?q=%3Cscript%3Elimit%3C%2Fscript%3E' })
  expect(refused.status).toBe(429)
  expect(refused.headers['content-type']).toMatch(/^text\/html/)
  expect(refused.headers['cache-control']).toContain('no-store')
  const wait = Number(refused.headers['retry-after'])
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(60)
  expect(refused.text).toContain('<html lang="zh-CN"')
  expect(refused.text).toContain(`请在 ${wait} 秒后再试`)
  expect(refused.text).not.toContain('<script')
  for (const name of securityHeaderNames) expect(refused.headers[name], name).toBeTruthy()

  const english = await ask({ path: '/en/search?q=limits' })
  expect(english.status).toBe(429)
  expect(english.text).toContain('<html lang="en"')
  expect(english.text).toMatch(/try again in \d+ seconds/)

  // A search answered lately, the start of the search and every other page still answer.
  expect((await ask({ path: '/search?q=%E6%A8%A1%E5%9E%8B' })).status).toBe(200)
  expect((await ask({ path: '/search' })).status).toBe(200)
  expect((await ask({ path: '/news' })).status).toBe(200)
})

/** Each flood's length here; `npm run bench:flood` floods 10 s each and prints the figures. */
const FLOOD_SECONDS = 5

test('while each expensive route is flooded, a cached page keeps answering', async () => {
  test.setTimeout(240_000)
  const floods = expensiveFloods(
    await anImage(await editorHeaders()),
    await aCardOf(instance().origin),
  )
  for (const request of floods) {
    const { flood, probe, answeredWhileFlooding } = await whileFlooding(
      `${instance().origin}${request.path}`,
      request,
      async () => expect((await ask({ path: '/news' })).status).toBe(200),
      FLOOD_SECONDS,
    )
    const name = `${request.method ?? 'GET'} ${request.path}`
    console.log(
      `${name}: /news p50 ${probe.p50.toFixed(0)} ms, p99 ${probe.p99.toFixed(0)} ms (${probe.count})`,
    )
    // Before anonymous reads waited their turn, a page waited the whole
    // flood: pages are answered while it lasts. How fast is bench:flood's to
    // measure (a p99 under 100 ms, docs/decisions/014), not this test's.
    expect(answeredWhileFlooding, `${name}: pages answered while flooded`).toBeGreaterThan(0)
    expect(flood['5xx'], `${name}: 5xx answers`).toBe(0)
    // A flood of new searches from one address is soon refused, cheaply;
    // card names no card has are not found, and nothing is drawn.
    if (request.distinct) expect(flood['4xx'], `${name}: refused searches`).toBeGreaterThan(0)
  }
  expect(
    instance()
      .lines.filter((line) => /"level":(50|60|"error")/.test(line))
      .map((line) => line.slice(0, 300)),
  ).toEqual([])
})

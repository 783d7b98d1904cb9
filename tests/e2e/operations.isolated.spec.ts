import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createClient } from '@libsql/client'
import { expect, securityHeaderNames, test } from './fixtures'
import { startFrontProxy } from '../../scripts/front-proxy'
import { httpsGet } from '../../scripts/https-client'
import { startInstance, type Instance } from './instance'
import { nothingHappensFor } from './waits'
import { e2eAdmin } from '../../playwright.config'

// Each test starts its own instance of the production build (npm start) on
// a port of its own, with a copy of the database.
test.describe.configure({ mode: 'serial' })

let instance: Instance | undefined

test.afterEach(async () => {
  if (!instance) return
  await instance.close()
  instance = undefined
})

test('SIGTERM through npm start: in-flight requests finish, new ones are refused, the process exits', async () => {
  test.setTimeout(90_000)
  instance = await startInstance()
  const { origin } = instance
  // A readiness check that waits on a locked database stays in flight for a second.
  const lock = createClient({ url: instance.databaseUrl })
  await lock.execute('BEGIN EXCLUSIVE')
  try {
    let answered = false
    const inFlight = fetch(`${origin}/api/health/ready`).finally(() => (answered = true))
    await nothingHappensFor(300, 'the check waits on the locked database')
    expect(answered).toBe(false)
    const stopping = instance.stop('SIGTERM')
    const answer = await inFlight
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ status: 'unavailable', database: 'unavailable' })
    const { code, ms } = await stopping
    expect(code).toBe(0)
    expect(ms).toBeLessThan(30_000)
    await expect(fetch(`${origin}/api/health/live`)).rejects.toThrow()
  } finally {
    await lock.execute('ROLLBACK').catch(() => {})
    lock.close()
  }
  const lines = instance.lines.map((line) => JSON.parse(line) as { msg: string; level: string })
  expect(lines.map((line) => line.msg)).toContain('Stopped')
})

test('an idle connection is kept longer than a proxy keeps its own: a request sent on it is answered', async () => {
  test.setTimeout(90_000)
  instance = await startInstance()
  const socket = connect(instance.port, 'localhost')
  const received: string[] = []
  socket.on('data', (chunk: Buffer) => received.push(chunk.toString('latin1')))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  const ask = async () => {
    const before = received.join('').length
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect
      .poll(() => received.join('').slice(before), { timeout: 10_000 })
      .toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\n/)
  }
  try {
    await ask()
    // Longer than Node's default (5 s), which closed idle connections that
    // a client (nginx's upstream pool, an API client) was about to reuse:
    // a DELETE sent on one met a reset instead of an answer.
    await nothingHappensFor(8_000, 'the server keeps the idle connection')
    expect(socket.destroyed).toBe(false)
    await ask()
  } finally {
    socket.end()
    await closed
  }
})

test('failed sign-ins are limited per client address, across accounts', async () => {
  test.setTimeout(90_000)
  instance = await startInstance()
  const login = (email: string) =>
    fetch(`${instance!.origin}/api/users/login`, {
      method: 'POST',
      // A made-up forwarded address changes nothing: without a trusted proxy the connection's counts.
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.9.${Date.now() % 255}.1`,
      },
      body: JSON.stringify({ email, password: 'not-the-password-1' }),
    })
  // Ten failures at the same moment.
  // A different made-up account each time: the per-account lock never applies.
  const failures = await Promise.all(
    Array.from(
      { length: 10 },
      async (_, attempt) => (await login(`nobody-${attempt}@example.com`)).status,
    ),
  )
  for (const failure of failures) expect(failure).not.toBe(429)
  // Refused as soon as those have failed: the ends of failed sign-ins are seen
  // (without them the limiter would wait ATTEMPT_MS, 30 s, for them to succeed).
  const started = Date.now()
  const refused = await login('nobody-else@example.com')
  expect(refused.status).toBe(429)
  expect(Date.now() - started).toBeLessThan(15_000)
  const body = JSON.stringify(await refused.json())
  expect(body).toContain('Too many sign-in attempts')
  expect(body).not.toMatch(/stack|node_modules/)
  // When to come back, in seconds (the window is 15 minutes).
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
  // From then on the server answers that address itself, before Next.js and
  // the CMS (a flood of them costs what a static file does), and alike.
  const refusedEarly = /sign-ins of this address used up/
  const early = () => instance!.lines.filter((line) => refusedEarly.test(line)).length
  const before = early()
  const again = await login('someone-else@example.com')
  expect(again.status).toBe(429)
  expect(await again.json()).toEqual(JSON.parse(body))
  expect(again.headers.get('content-type')).toBe(refused.headers.get('content-type'))
  expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(800)
  expect(early()).toBe(before + 1)
  // With the security headers of any other answer.
  for (const name of securityHeaderNames) expect(again.headers.get(name), name).toBeTruthy()
})

test('wrong passwords lock an account only from their address, and never tell whether it exists', async () => {
  test.setTimeout(120_000)
  instance = await startInstance({ TRUST_PROXY: '1' })
  const { origin } = instance
  const json = { 'Content-Type': 'application/json' }
  const login = (email: string, password: string, address: string) =>
    fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { ...json, 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password }),
    })
  const admin = (await (await login(e2eAdmin.email, e2eAdmin.password, '10.1.0.1')).json()) as {
    token: string
  }
  const owner = { email: `owner-${Date.now()}@example.com`, password: 'owner-password-2026' }
  const created = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { ...json, Authorization: `JWT ${admin.token}` },
    body: JSON.stringify({ ...owner, roles: ['editor'] }),
  })
  expect(created.status).toBe(201)

  // Five wrong passwords for the owner, and for an account that does not
  // exist, each from an attacker's address: the same answers.
  const unknown = `nobody-${Date.now()}@example.com`
  const answers: Record<string, string[]> = {}
  for (const [email, address] of [
    [owner.email, '10.2.0.1'],
    [unknown, '10.2.0.2'],
  ] as const) {
    answers[email] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await login(email, 'wrong-password-1', address)
      answers[email].push(`${failed.status} ${JSON.stringify(await failed.json())}`)
    }
    const refused = await login(email, email === owner.email ? owner.password : 'x', address)
    expect(refused.status, email).toBe(429)
    expect(Number(refused.headers.get('retry-after')), email).toBeGreaterThan(800)
    answers[email].push(`${refused.status} ${JSON.stringify(await refused.json())}`)
  }
  expect(answers[unknown]).toEqual(answers[owner.email])
  expect(answers[owner.email]![0]).toMatch(/^401 /)

  // The owner, from their own address, signs in.
  const signedIn = await login(owner.email, owner.password, '10.3.0.1')
  expect(signedIn.status).toBe(200)

  // A wrong password costs the same for an account that does not exist as
  // for one that does (Payload hashed it only for one it found): medians of
  // alternating tries, each from an address of its own.
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  for (let attempt = 0; attempt < 12; attempt += 1) {
    for (const kind of ['known', 'unknown'] as const) {
      const started = performance.now()
      const failed = await login(
        kind === 'known' ? owner.email : `x${attempt}-${unknown}`,
        'wrong-password-1',
        `10.4.${attempt}.${kind === 'known' ? 1 : 2}`,
      )
      times[kind].push(performance.now() - started)
      expect(failed.status).toBe(401)
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  expect(median(times.unknown)).toBeGreaterThan(median(times.known) * 0.5)
})

test('behind the documented proxy: HTTPS with HSTS, compressed answers, the site still reaching itself', async () => {
  test.setTimeout(90_000)
  instance = await startInstance({ TRUST_PROXY: '1' })
  const proxy = await startFrontProxy([instance.port])
  try {
    const ask = (route: string, encoding = 'identity') =>
      httpsGet(`${proxy.origin}${route}`, proxy.certFile, { 'Accept-Encoding': encoding })
    const news = await ask('/news')
    expect(news.status).toBe(200)
    expect(news.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(String(news.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
    // Pages (compressed by the server, once per page) and what the server
    // streams (compressed by the proxy) come in each encoding a browser accepts.
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js[^"]*)"/.exec(news.body.toString())?.[1]
    expect(chunk).toBeTruthy()
    const script = await ask(chunk!)
    expect(script.body.length).toBeGreaterThan(1024)
    for (const encoding of ['br', 'gzip']) {
      for (const [route, identity] of [
        ['/news', news],
        [chunk!, script],
      ] as const) {
        const compressed = await ask(route, encoding)
        expect(compressed.headers['content-encoding'], route).toBe(encoding)
        const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(compressed.body)
        expect(text.toString(), route).toBe(identity.body.toString())
      }
    }
    // Plain HTTP goes to HTTPS, query kept, on the HTTP port and on the HTTPS one.
    for (const origin of [proxy.plainOrigin, proxy.origin.replace('https:', 'http:')]) {
      const plain = await fetch(`${origin}/news?category=industry`, { redirect: 'manual' })
      expect(plain.status, origin).toBe(301)
      expect(plain.headers.get('location')).toBe(`${proxy.origin}/news?category=industry`)
    }
    // The server still reaches itself (the proxy's lookups): a filtered view is a cached view.
    expect((await ask('/news?category=industry')).status).toBe(200)
    expect(instance.lines.join('\n')).not.toMatch(/Could not look up/)
  } finally {
    proxy.stop()
  }
})

test('an error page shows the reference of its one-line JSON log entry', async ({ browser }) => {
  test.setTimeout(90_000)
  instance = await startInstance()
  const { origin } = instance
  const page = await (await browser.newContext()).newPage()
  // The proxy knows the views for a second (CONTENT_STATE_TTL_MS); a view
  // whose articles nobody has read yet, asked for within that second while
  // they cannot be read, fails (and is not cached). The steps between the two
  // requests can outlast that second on a busy machine: then the proxy no
  // longer knows the view, renders it on demand and shows its error state
  // (200), so the steps start again, up to five times, until the request
  // falls within the second.
  const lock = createClient({ url: instance.databaseUrl })
  // The server may be reading (a render in the background) at the moment the
  // lock is asked for: wait for it rather than fail with SQLITE_BUSY.
  await lock.execute('PRAGMA busy_timeout = 10000')
  let status = 0
  for (let attempt = 0; attempt < 5 && status !== 500; attempt += 1) {
    expect((await fetch(`${origin}/en/news?category=article`)).status).toBe(200)
    await lock.execute('BEGIN EXCLUSIVE')
    try {
      const response = await page.goto(`${origin}/en/news?category=article&year=2024`)
      status = response?.status() ?? 0
    } finally {
      await lock.execute('ROLLBACK').catch(() => {})
    }
  }
  lock.close()
  expect(status).toBe(500)
  // The error screen comes with the page's scripts; its text names the reference.
  const hint = page.getByText(/Error reference: /)
  await expect(hint).toBeVisible()
  const ref = /Error reference: (\S+)/.exec(await hint.innerText())?.[1]
  expect(ref).toBeTruthy()
  const entries = instance.lines.map((line) => JSON.parse(line) as { level: string; ref?: string })
  expect(entries.some((entry) => entry.level === 'error' && entry.ref === ref)).toBe(true)
  expect(await page.content()).not.toMatch(/SQLITE|at \w+ \(|node_modules/)
})

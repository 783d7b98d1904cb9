import { setTimeout as delay } from 'node:timers/promises'
import { execFileSync } from 'node:child_process'
import { connect, createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { request as playwrightRequest } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { createArticle } from './content-api'
import { catalogues, expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'

// An instance of the site on PostgreSQL (started here, on loopback) reached
// through a relay that can slow the database down; the database is also
// stopped and started again. Runs alone, after the other tests.
test.describe.configure({ mode: 'serial' })

const pgTest = (command: 'start' | 'reset' | 'stop') =>
  execFileSync('bash', ['scripts/pg-test.sh', command], { encoding: 'utf8' }).trim()

/** A TCP relay to PostgreSQL that delays every chunk by `delayMs`, in order. */
function slowRelay(target: URL): {
  server: Server
  port: () => number
  setDelay: (ms: number) => void
} {
  let delayMs = 0
  const sockets = new Set<Socket>()
  const pipe = (from: Socket, to: Socket) => {
    let chain = Promise.resolve()
    from.on('data', (chunk) => {
      const wait = delayMs
      chain = chain
        .then(() => delay(wait))
        .then(() => {
          if (!to.destroyed) to.write(chunk)
        })
    })
    from.on('close', () => void chain.then(() => to.destroy()))
    from.on('error', () => to.destroy())
  }
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname)
    sockets.add(client).add(upstream)
    pipe(client, upstream)
    pipe(upstream, client)
  })
  return {
    server,
    port: () => (server.address() as AddressInfo).port,
    setDelay: (ms) => {
      delayMs = ms
    },
  }
}

let instance: Instance | undefined
let relay: ReturnType<typeof slowRelay> | undefined

test.afterAll(async () => {
  await instance?.close()
  relay?.server.close()
  pgTest('start')
})

test('on PostgreSQL: slow or stopped, cached pages stay, content fails fast, and it all recovers', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const url = new URL(pgTest('start'))
  pgTest('reset')
  relay = slowRelay(url)
  await new Promise<void>((resolve) => relay!.server.listen(0, '127.0.0.1', resolve))
  const relayed = new URL(url)
  relayed.port = String(relay.port())
  instance = await startInstance(
    { ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password },
    { database: relayed.toString() },
  )
  const origin = instance.origin
  // A context of its own: the default one only lets the page reach the main test server.
  const page = await (await browser.newContext()).newPage()
  const t = catalogues.en.news

  // An article nobody has seen, created on this instance.
  const api = await playwrightRequest.newContext({ baseURL: origin })
  const stamp = Date.now()
  const created = await createArticle(api, {
    zh: { title: `在 PostgreSQL 上 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: `On PostgreSQL ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: '2012-02-01T02:00:00.000Z',
  })
  const doc = { id: created.id }
  const articlePath = `${origin}/en/news/detail/${doc.id}`
  for (const path of ['/', '/en/news'])
    expect((await request.get(`${origin}${path}`)).status()).toBe(200)

  const expectOutage = async () => {
    const ready = await request.get(`${origin}/api/health/ready`, { timeout: 5_000 })
    expect(ready.status()).toBe(503)
    expect((await request.get(`${origin}/api/health/live`, { timeout: 5_000 })).status()).toBe(200)
    for (const path of ['/', '/en/news', '/faq']) {
      expect((await request.get(`${origin}${path}`, { timeout: 5_000 })).status(), path).toBe(200)
    }
    const response = await page.goto(articlePath, { timeout: 5_000, waitUntil: 'commit' })
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.loadFailed)
    await expect(page.locator('main')).not.toContainText(/ECONN|timeout exceeded|at \w+ \(/)
  }
  const expectRecovered = async () => {
    await expect
      .poll(async () => (await request.get(`${origin}/api/health/ready`)).status(), {
        timeout: 20_000,
      })
      .toBe(200)
    await expect(async () => {
      await page.goto(articlePath)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('On PostgreSQL', {
        timeout: 2_000,
      })
    }).toPass({ timeout: 20_000 })
  }

  // Slow: every packet waits 8 s, longer than any page may.
  relay.setDelay(8_000)
  await expectOutage()
  relay.setDelay(0)
  await expectRecovered()

  // Stopped, then started again: the same instance recovers without a restart.
  // The article page was cached meanwhile: ask for it in the other language.
  pgTest('stop')
  try {
    const ready = await request.get(`${origin}/api/health/ready`, { timeout: 5_000 })
    expect(ready.status()).toBe(503)
    for (const path of ['/', '/en/news', `/en/news/detail/${doc.id}`]) {
      expect((await request.get(`${origin}${path}`, { timeout: 5_000 })).status(), path).toBe(200)
    }
  } finally {
    pgTest('start')
  }
  await expectRecovered()
  expect(instance.process.exitCode).toBeNull()
})

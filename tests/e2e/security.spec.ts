import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { adminToken } from './content-api'
import { expect, localePath, locales, test } from './fixtures'

const pages = [
  '/',
  '/news',
  '/news?category=industry&view=list',
  '/faq',
  '/profile',
  '/profile?tab=2',
]

/** Headers every answer carries, whatever it is. */
function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
  expect(headers['x-powered-by'], what).toBeUndefined()
  const internal = Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-/.test(name))
  expect(internal, what).toEqual([])
  // Served over plain HTTP here: no HSTS (it is sent over HTTPS only).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

/** The CSP source of every inline script the page runs. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return [...hashes]
}

for (const locale of locales) {
  test.describe(`security headers (${locale})`, () => {
    test('public pages allow only their own scripts and the hashes of their inline ones', async ({
      request,
    }) => {
      const article = localePath(locale, `/news/detail/${await latestId(request)}`)
      for (const path of [...pages.map((page) => localePath(locale, page)), article]) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        expectBaseHeaders(response, path)
        const policy = response.headers()['content-security-policy'] ?? ''
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
        ]) {
          expect(policy, path).toContain(directive)
        }
        const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
        expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
        const hashes = inlineScriptHashes(await response.text())
        expect(hashes.length, path).toBeGreaterThan(0)
        expect(scriptSrc.split(' ').sort(), path).toEqual(
          ["'self'", "'report-sample'", ...hashes].sort(),
        )
        expect(response.headers()['x-frame-options'], path).toBe('DENY')
      }
    })

    test('the same page is the same cached answer, with the same policy', async ({ request }) => {
      const path = localePath(locale, '/news')
      const [first, second] = [await request.get(path), await request.get(path)]
      expect(second.headers().etag).toBeTruthy()
      expect(second.headers().etag).toBe(first.headers().etag)
      expect(second.headers()['content-security-policy']).toBe(
        first.headers()['content-security-policy'],
      )
      expect(first.headers()['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=300',
      )
    })

    test('404 pages, feeds, the sitemap and files carry the headers too', async ({ request }) => {
      const answers: [string, number][] = [
        [localePath(locale, '/no/such/page'), 404],
        [localePath(locale, '/news/rss.xml'), 200],
        [localePath(locale, '/sitemap.xml'), 200],
        ['/robots.txt', 200],
        ['/assets/brand/icon.svg', 200],
        ['/builds/latest.json', 200],
      ]
      for (const [path, status] of answers) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(status)
        expectBaseHeaders(response, path)
      }
    })
  })
}

test('the content API, health endpoints and static chunks carry the headers', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  // The chunk's URL carries the deployment id (`?dpl=`).
  const chunk = /<script src="(\/_next\/static\/[^"?]+\.js\?dpl=[^"]+)"/.exec(html)?.[1]
  expect(chunk).toBeTruthy()
  const editor = { Authorization: `JWT ${await adminToken(request)}` }
  for (const [path, status, headers] of [
    ['/api/news?limit=1', 200, editor],
    // Refused before the framework: the same headers.
    ['/api/news?limit=1', 401, {}],
    ['/api/health/live', 200, {}],
    ['/api/health/ready', 200, {}],
    ['/api/no-such-collection', 404, editor],
    ['/api/no-such-collection', 401, {}],
    [chunk!, 200, {}],
  ] as const) {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(status)
    expectBaseHeaders(response, path)
  }
  const ready = await request.get('/api/health/ready')
  expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' })
  expect(ready.headers()['cache-control']).toBe('no-store')
})

test('the admin keeps working under its own policy', async ({ page, request }) => {
  const response = await request.get('/admin/login')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: /login|登录/i })).toBeVisible()
})

async function latestId(request: APIRequestContext): Promise<number> {
  const { docs } = (await (
    await request.get('/api/news', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      params: {
        locale: 'zh',
        limit: '1',
        depth: '0',
        sort: '-publishedAt',
        'where[_status][equals]': 'published',
        'where[publishedAt][less_than_equal]': new Date().toISOString(),
      },
    })
  ).json()) as { docs: { id: number }[] }
  return docs[0]!.id
}

test('there is no GraphQL API: nothing to query, sign in through or learn the schema from', async ({
  request,
}) => {
  // 50 aliases of a whole collection once cost seconds of server time; a
  // typo once got "Did you mean…" with the schema's names.
  const aliases = Array.from(
    { length: 50 },
    (_, i) => `a${i}: NewsArticles(pagination: false) { docs { id } }`,
  )
  for (const query of [
    '{ __schema { types { name } } }',
    `{ ${aliases.join(' ')} }`,
    '{ NewsArticle { titel } }',
    'mutation { loginUser(email: "a@example.com", password: "x") { token } }',
  ]) {
    for (const path of ['/api/graphql', '/api/graphql-playground']) {
      const response = await request.post(path, { data: { query } })
      expect([401, 404], path).toContain(response.status())
      expect(await response.text(), path).not.toMatch(/NewsArticle|Did you mean|__schema|loginUser/)
    }
  }
  expect([401, 404]).toContain((await request.get('/api/graphql-playground')).status())
  // An editor's session finds none either.
  const editor = { Authorization: `JWT ${await adminToken(request)}` }
  const asEditor = await request.post('/api/graphql', {
    headers: editor,
    data: { query: '{ __schema { types { name } } }' },
  })
  expect(asEditor.status()).toBe(404)
})

test("an admin session is honoured only from the site's own origin (CSRF)", async ({
  request,
  baseURL,
}) => {
  // The admin's session cookie holds its token.
  const cookie = `payload-token=${await adminToken(request)}`
  const me = async (origin: string) => {
    const response = await request.get('/api/users/me', {
      headers: { Cookie: cookie, Origin: origin },
    })
    return ((await response.json()) as { user: { email?: string } | null }).user
  }
  expect((await me(new URL(baseURL!).origin))?.email).toBe(e2eAdmin.email)
  expect(await me('https://evil.example')).toBeNull()
  const write = await request.post('/api/redirects', {
    headers: { Cookie: cookie, Origin: 'https://evil.example' },
    data: { from: `/csrf-${Date.now()}`, to: '/' },
  })
  expect(write.status()).toBe(403)
})

test('shared caches may keep pages and files briefly, never the admin or the API', async ({
  request,
}) => {
  // The oldest image, of the launch content: the ones other tests upload (and
  // delete) meanwhile are shown by nothing published, so visitors do not get them.
  const { docs } = (await (
    await request.get('/api/media?limit=1&depth=0&sort=createdAt&where[mimeType][contains]=image', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
    })
  ).json()) as { docs: { url: string }[] }
  const file = await request.get(docs[0]!.url)
  expect(file.status()).toBe(200)
  // Briefly in shared caches: a medium is private again once nothing published shows it.
  expect(file.headers()['cache-control']).toMatch(/^public, max-age=86400, s-maxage=\d+,/)
  for (const path of ['/admin/login', '/api/news?limit=1', '/api/health/ready']) {
    expect((await request.get(path)).headers()['cache-control'], path).toMatch(/no-store/)
  }
})

test('feeds and sitemaps are kept by shared caches as pages are, tagged and confirmed by 304', async ({
  request,
}) => {
  for (const path of ['/news/rss.xml', '/en/news/rss.xml', '/sitemap.xml', '/en/sitemap.xml']) {
    const first = await request.get(path)
    expect(first.status(), path).toBe(200)
    expect(first.headers()['cache-control'], path).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    const etag = first.headers().etag
    expect(etag, path).toMatch(/^(W\/)?"/)
    const confirmed = await request.get(path, { headers: { 'If-None-Match': etag! } })
    expect(confirmed.status(), path).toBe(304)
    expect(confirmed.headers()['cache-control'], path).toBe(first.headers()['cache-control'])
  }
})

test('a 304 says what its 200 says, and no cache keeps a missing file or page', async ({
  request,
}) => {
  const page = await request.get('/news')
  const etag = page.headers().etag
  expect(etag).toBeTruthy()
  const confirmed = await request.get('/news', { headers: { 'If-None-Match': etag! } })
  expect(confirmed.status()).toBe(304)
  expect(confirmed.headers()['cache-control']).toBe(page.headers()['cache-control'])

  const html = await page.text()
  const chunk = /<script src="(\/_next\/static\/[^"?]+\.js)/.exec(html)?.[1]
  expect(chunk).toBeTruthy()
  for (const path of [
    chunk!.replace(/\.js$/, '-missing.js'),
    '/_next/static/media/missing.woff2',
    '/assets/brand/missing.svg',
    '/builds/missing.json',
    '/internal/missing',
    '/no/such/page',
    '/news/detail/999999999',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const cache = response.headers()['cache-control'] ?? ''
    expect(cache, path).toMatch(/no-store/)
    expect(cache, path).not.toMatch(/max-age=[1-9]|s-maxage|immutable/)
  }
})

test('the server’s output does not carry the whole project: no tests, docs, benches, uploads, data or secret', () => {
  // Each server file lists what a deployment must copy beside it (`*.nft.json`).
  const server = path.resolve('.next/server')
  const traces = (readdirSync(server, { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.nft.json'),
  )
  expect(traces.length).toBeGreaterThan(10)
  const project = path.resolve('.')
  const outside = new Set<string>()
  for (const trace of traces) {
    const { files } = JSON.parse(readFileSync(path.join(server, trace), 'utf8')) as {
      files: string[]
    }
    for (const file of files) {
      const relative = path.relative(project, path.resolve(server, path.dirname(trace), file))
      // Nothing of the build machine's own data either (its database, the
      // secret written when PAYLOAD_SECRET is unset), nor the project's unit tests.
      if (/^(tests|docs|bench|media|data)\/|^README\.md$|^src\/.*\.test\.tsx?$/.test(relative))
        outside.add(relative)
    }
  }
  expect([...outside].slice(0, 10)).toEqual([])
})

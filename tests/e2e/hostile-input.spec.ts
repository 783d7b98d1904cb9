import type { IncomingHttpHeaders } from 'node:http'
import { request as httpRequest } from 'node:http'
import type { APIResponse } from '@playwright/test'
import { adminAuth } from './content-api'
import { expect, localePath, locales, test } from './fixtures'

/** What no answer may contain: stack frames, file paths, SQL, internal error text. */
const leak =
  /at [\w.<>]+ \(|node_modules|\/work\/|\.next\/server|SQLITE|SELECT |INSERT |syntax error|TypeError|ReferenceError|ECONNREFUSED|\.tsx?:\d+|root:x:0/

async function expectHandled(
  response: APIResponse,
  what: string,
  allowed: (status: number) => boolean,
) {
  const status = response.status()
  expect(status, what).toBeLessThan(500)
  expect(allowed(status), `${what}: ${status}`).toBe(true)
  const body = await response.text()
  expect(body, what).not.toMatch(leak)
  return body
}

const clientError = (status: number) => status >= 400 && status < 500
const anyAnswer = (status: number) => status >= 200 && status < 500

const hostilePaths = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/news/detail/..%2f..%2f..%2fetc%2fpasswd',
  '/assets/..%2f..%2fpackage.json',
  '/_next/static/..%2f..%2f..%2fpackage.json',
  '/news%2Fdetail%2F1',
  '/news%5Cdetail%5C1',
  '/news%00',
  '/news/detail/1%00',
  '/%c0%af%c0%af',
  '/news/%ff%fe',
  '/profile/%e2%28%a1',
  `/${'a'.repeat(6_000)}`,
  `/news/detail/${'9'.repeat(4_000)}`,
]

for (const locale of locales) {
  test.describe(`hostile input (${locale})`, () => {
    test('hostile paths get a 4xx page, never a file or an internal error', async ({ request }) => {
      for (const path of hostilePaths) {
        const url = locale === 'en' ? `/en${path}` : path
        const body = await expectHandled(await request.get(url), url.slice(0, 60), clientError)
        expect(body).not.toContain('"dependencies"')
      }
    })

    test('huge and malformed query values fall back to defaults', async ({ request }) => {
      const values = [
        '',
        '%00',
        '%ff%fe',
        'x'.repeat(5_000),
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        '../../etc/passwd',
        '-1',
        '1e309',
        'NaN',
        '0x10',
        '１２',
      ]
      const pages: Record<string, string[]> = {
        '/news': ['category', 'year', 'month', 'page', 'view'],
        '/profile': ['tab'],
        '/': ['utm_source'],
        '/faq': ['q'],
      }
      for (const [page, params] of Object.entries(pages)) {
        for (const param of params) {
          for (const value of values) {
            const url = `${localePath(locale, page)}?${param}=${encodeURIComponent(value).replace(/%25/g, '%')}`
            const body = await expectHandled(
              await request.get(url),
              url.slice(0, 80),
              (s) => s === 200,
            )
            expect(body).not.toContain('<script>alert(1)</script>')
            expect(body).not.toContain('<img src=x onerror')
          }
        }
        // Repeated, bracketed and operator-like keys.
        for (const query of [
          'page=1&page=2&page=3',
          'page[]=1',
          'category[$ne]=x',
          'year[gt]=1&month=',
          `${'k'.repeat(300)}=v`,
        ]) {
          const url = `${localePath(locale, page)}?${query}`
          await expectHandled(await request.get(url), url, (s) => s === 200)
        }
      }
    })

    test('malformed and oversized cookies change nothing', async ({ request }) => {
      const cookies = [
        'NEXT_LOCALE=<script>alert(1)</script>',
        'NEXT_LOCALE=%ff%fe; other=%00',
        'payload-token=garbage',
        `payload-token=${'a'.repeat(8_000)}`,
        '=; ;;; =x',
        `big=${'b'.repeat(7_000)}; bigger=${'c'.repeat(7_000)}`,
      ]
      for (const cookie of cookies) {
        for (const path of ['/', '/news', '/news/preview/1', '/profile?tab=2']) {
          const url = localePath(locale, path)
          await expectHandled(
            await request.get(url, { headers: { Cookie: cookie }, maxRedirects: 0 }),
            `${url} with ${cookie.slice(0, 30)}`,
            anyAnswer,
          )
        }
      }
      // A cookie header beyond what the server accepts is refused outright.
      const huge = await request.get(localePath(locale, '/news'), {
        headers: { Cookie: `huge=${'d'.repeat(20_000)}` },
      })
      expect(huge.status()).toBe(431)
    })

    test('agent-app links keep their host and language whatever the request', async ({
      request,
    }) => {
      const url = `${localePath(locale, '/')}?lang=evil%0d%0aX:1&next=javascript:alert(1)`
      const body = await expectHandled(await request.get(url), url, (s) => s === 200)
      const agentLinks = [...body.matchAll(/href="(https:\/\/agent[^"]*)"/g)].map((m) => m[1]!)
      expect(agentLinks.length).toBeGreaterThan(0)
      for (const link of agentLinks) {
        const parsed = new URL(link.replace(/&amp;/g, '&'))
        expect(parsed.host).toBe('agent-test.example.com')
        expect(parsed.searchParams.getAll('lang')).toEqual([locale])
      }
    })
  })
}

test('unknown uploaded files are not found: 404, never an error', async ({ request }) => {
  for (const path of [
    '/api/media/file/no-such-file.webp',
    '/api/media/file/no-such-file.webp?prefix=site',
    '/api/media/file/%2e%2e%2fpackage.json',
    `/api/media/file/${'x'.repeat(2_000)}.webp`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path.slice(0, 60)).toBe(404)
    expect(await response.text(), path).not.toMatch(leak)
  }
})

test('over-long headers are refused with 431', async ({ request }) => {
  const response = await request.get('/', { headers: { 'X-Long': 'a'.repeat(20_000) } })
  expect(response.status()).toBe(431)
})

/** A request with the path sent exactly as written (no URL resolution by the client). */
function rawGet(
  baseURL: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

test('CR/LF and scheme tricks never reach a header or leave the site', async ({ baseURL }) => {
  for (const path of [
    '/zh/%0d%0aSet-Cookie:%20injected=1',
    '/zh/%0aLocation:%20https://evil.example',
    '/zh//evil.example/x',
    '/zh/%2f%2fevil.example',
    '/zh/%5Cevil.example',
    '//evil.example',
    '//evil.example/%2e%2e',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
  ]) {
    const response = await rawGet(baseURL!, path)
    expect(response.status, path).toBeLessThan(500)
    expect(response.headers['set-cookie'], path).toBeUndefined()
    expect(response.body, path).not.toMatch(leak)
    const location = response.headers.location
    if (location) {
      expect(location, path).not.toMatch(/[\r\n]/)
      expect(new URL(location, baseURL).host, path).toBe(new URL(baseURL!).host)
    }
  }
})

test('redirect rules to hosts that are not configured are refused by the CMS', async ({
  request,
}) => {
  const auth = await adminAuth(request)
  for (const to of [
    'https://evil.example/',
    'http://partner.example.org/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://partner.example.org.evil.example/',
    'https://partner.example.org/\r\nSet-Cookie: x=1',
  ]) {
    const created = await request.post('/api/redirects', {
      headers: auth,
      data: { from: `/hostile-${Date.now()}`, to },
    })
    expect(created.status(), to).toBe(400)
    expect(await created.text()).not.toMatch(leak)
  }
})

import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Manifest } from '../../src/server/encoded-files'
import { expect, test } from './fixtures'
import { instanceForFile } from './instance'

// The README's run command (`npm start` of the build) with no proxy in front:
// what a small deployment serves. Scripts and styles leave as compressed at
// build time; what streams is compressed as it goes.
test.describe.configure({ mode: 'serial' })

const instance = instanceForFile()

/** An answer as it came (fetch would decode it). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${instance().origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('every script and style of a page arrives as compressed at build time: br, gzip or as it is', async ({
  browser,
}) => {
  // A browser of its own, on the instance's address.
  const context = await browser.newContext({ baseURL: instance().origin })
  const page = await context.newPage()
  const manifest = JSON.parse(readFileSync('.next/encoded/manifest.json', 'utf8')) as Manifest
  const files = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const url = new URL(response.url())
    if (url.origin !== instance().origin) return
    files.set(url.pathname, response.headers()['content-encoding'])
  })
  for (const path of ['/', '/en/news']) {
    await page.goto(`${instance().origin}${path}`)
    await page.waitForLoadState('load')
  }
  await context.close()
  expect(files.size).toBeGreaterThan(5)
  // A browser asks for Brotli.
  expect([...files].filter(([, encoding]) => encoding !== 'br')).toEqual([])

  for (const path of files.keys()) {
    const entry = manifest[path]
    expect(entry, path).toBeDefined()
    // The very bytes written by the build: nothing was compressed for this request.
    const br = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.body.equals(readFileSync(entry!.encoded.br!.file)), path).toBe(true)
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(br.headers.vary).toBe('Accept-Encoding')
    const gzip = await raw(path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body.equals(readFileSync(entry!.encoded.gzip!.file)), path).toBe(true)
    const plain = await raw(path, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(readFileSync(entry!.file)), path).toBe(true)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    // Kept a year by browsers, confirmed by tag.
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const again = await fetch(`${instance().origin}${path}`, {
      headers: { 'If-None-Match': String(br.headers.etag), 'Accept-Encoding': 'br' },
    })
    expect(again.status).toBe(304)
  }
})

test("what streams without a proxy in front (the client router's payloads) is compressed too", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: instance().origin })
  const page = await context.newPage()
  await page.goto('/news')
  const payload = page.waitForResponse((response) =>
    /^text\/x-component/.test(response.headers()['content-type'] ?? ''),
  )
  await page.locator('main ul[data-view] > li h2 a').first().click()
  await expect(page).toHaveURL(/\/news\/detail\/\d+$/, { timeout: 20_000 })
  expect((await payload).headers()['content-encoding']).toBe('br')
  await context.close()

  const html = await raw('/en/news', { 'Accept-Encoding': 'gzip' })
  expect(html.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(html.body).toString()).toContain('</html>')
})

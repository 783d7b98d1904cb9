import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeStaticFiles, type Manifest } from './encoded-files'
import { StaticAnswers } from './static-answer'

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(60)}</svg>`

let project: string
let manifest: Manifest
let server: Server
let origin: string

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'encoded-'))
  mkdirSync(join(project, '.next/static/chunks'), { recursive: true })
  mkdirSync(join(project, 'public/assets'), { recursive: true })
  writeFileSync(join(project, '.next/static/chunks/app.js'), script)
  writeFileSync(join(project, '.next/static/chunks/tiny.css'), 'a{}')
  writeFileSync(join(project, 'public/assets/icon.svg'), icon)
  writeFileSync(join(project, 'public/photo.png'), Buffer.alloc(2048, 7))
  manifest = await encodeStaticFiles(project)
  const answers = StaticAnswers.load(project, '.next', { 'X-Content-Type-Options': 'nosniff' })!
  server = createServer((req, res) => {
    if (answers.answer(req, res, (req.url ?? '/').split('?')[0]!)) return
    res.writeHead(418).end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(project, { recursive: true, force: true })
})

/** A raw answer (fetch would decode it). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('encodeStaticFiles', () => {
  it('writes Brotli and gzip copies of the build and public text files, named by their URL', () => {
    expect(Object.keys(manifest).sort()).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/tiny.css',
      '/assets/icon.svg',
    ])
    const app = manifest['/_next/static/chunks/app.js']!
    expect(app.file).toBe('.next/static/chunks/app.js')
    expect(app.encoded.br?.file).toBe('.next/encoded/_next/static/chunks/app.js.br')
    const br = readFileSync(join(project, app.encoded.br!.file))
    const gz = readFileSync(join(project, app.encoded.gzip!.file))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.length).toBeLessThan(gz.length)
    // A copy no smaller than its original is not kept.
    expect(manifest['/_next/static/chunks/tiny.css']!.encoded).toEqual({})
  })
})

describe('StaticAnswers', () => {
  it('answers the copy the request accepts, with its length, tag and Vary', async () => {
    const app = manifest['/_next/static/chunks/app.js']!
    const br = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(readFileSync(join(project, app.encoded.br!.file)))).toBe(true)
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(br.headers['x-content-type-options']).toBe('nosniff')

    const gz = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)

    const plain = await get('/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)

    const svg = await get('/assets/icon.svg', { 'Accept-Encoding': 'br' })
    expect(svg.headers['content-encoding']).toBe('br')
    expect(svg.headers['cache-control']).toBe('public, max-age=0')
    const head = await get('/assets/icon.svg', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.headers['content-length']).toBe(svg.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('confirms a copy the client holds with 304, by tag or date', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' })
    const again = await get('/_next/static/chunks/app.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const changed = await get('/_next/static/chunks/app.js', { 'If-None-Match': '"other"' })
    expect(changed.status).toBe(200)
    const dated = await get('/assets/icon.svg', {
      'If-Modified-Since': String(first.headers['last-modified']),
    })
    expect(dated.status).toBe(304)
  })

  it('leaves ranges, other methods and files it does not name to Next.js', async () => {
    expect((await get('/_next/static/chunks/app.js', { Range: 'bytes=0-9' })).status).toBe(418)
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(418)
    expect((await get('/photo.png')).status).toBe(418)
    expect((await get('/_next/static/chunks/none.js')).status).toBe(418)
    expect((await get('/toString')).status).toBe(418)
  })

  it('is off for a build without a manifest', () => {
    expect(StaticAnswers.load(project, '.other', {})).toBeUndefined()
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import { get as httpGet } from 'node:http'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { eventsHref } from '../src/content-types/events/content/routes'
import { jobHref } from '../src/content-types/jobs/content/routes'
import { newsArticleHref } from '../src/content-types/news/content/routes'
import { startFrontProxy, type FrontProxy } from './front-proxy'

/** A running server of a benchmark: its own origin (plain HTTP), and the proxy's in front, if any. */
export type BenchServer = { origin: string; pid: number; proxy?: FrontProxy }

/**
 * Starts the production build (`npm start`'s server) on a port of its own for
 * a benchmark and stops it afterwards. Run `npm run build` first. `cwd` with
 * `nextStart` serves another app's build with plain `next start`; `ready` is
 * the path that answers once it listens; `env` adds settings. With
 * `frontProxy`, the server runs behind the reverse proxy of
 * deploy/nginx-site.conf (HTTPS, compression, on port + 1000) and `run` gets
 * the proxy's origin.
 */
export async function withServer<T>(
  port: number,
  run: (origin: string, server: BenchServer) => Promise<T>,
  {
    cwd,
    ready = '/builds/latest.json',
    nextStart = false,
    env = {},
    frontProxy = false,
    onLine,
  }: {
    cwd?: string
    ready?: string
    nextStart?: boolean
    env?: Record<string, string>
    frontProxy?: boolean
    /** Called with each line the server logs (else its output is ignored). */
    onLine?: (line: string) => void
  } = {},
): Promise<T> {
  const [command, args] = nextStart
    ? ['npx', ['--no-install', 'next', 'start', '-H', '0.0.0.0', '-p', String(port)]]
    : [process.execPath, ['.next/site-server.mjs']]
  const server: ChildProcess = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      // What `npm start` sets (package.json).
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      ...(frontProxy ? { TRUST_PROXY: '1' } : {}),
      ...env,
    },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', onLine ? 'pipe' : 'ignore'],
    detached: true,
  })
  if (onLine) {
    for (const stream of [server.stdout, server.stderr]) {
      let rest = ''
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) if (line) onLine(line)
      })
    }
  }
  const origin = `http://localhost:${port}`
  let proxy: FrontProxy | undefined
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      if (await answers(`${origin}${ready}`)) break
      if (Date.now() > deadline)
        throw new Error('The server did not start. Did you run npm run build?')
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    if (frontProxy) proxy = await startFrontProxy([port])
    return await run(proxy?.origin ?? origin, { origin, pid: server.pid ?? 0, proxy })
  } finally {
    proxy?.stop()
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

/** Whether a URL answers 2xx. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    httpGet(url, (res) => {
      res.resume()
      resolve((res.statusCode ?? 500) < 300)
    }).on('error', () => resolve(false))
  })
}

/**
 * The first id of an item a public page links to (`newsArticleHref(id)`,
 * `jobHref(id)`), as visitors see it: the content API is not theirs.
 */
async function firstLinkedId(origin: string, page: string, href: (id: number) => string) {
  const html = await (await fetch(`${origin}${page}`)).text()
  const prefix = href(0).replace(/0$/, '')
  const at = html.indexOf(`href="${prefix}`)
  const id = at < 0 ? NaN : Number.parseInt(html.slice(at + 6 + prefix.length), 10)
  if (!Number.isInteger(id)) throw new Error(`${page} links no item: is the database seeded?`)
  return id
}

/** The first uploaded file a page shows (the home page's covers). */
export async function aFileOf(origin: string, page = '/'): Promise<string> {
  const html = await (await fetch(`${origin}${page}`)).text()
  return /\/api\/media\/file\/[^"'\s?]+/.exec(html)?.[0] ?? '/missing.png'
}

/** The path of the share card `page` names (its og:image). */
export async function aCardOf(origin: string, page = '/'): Promise<string> {
  const html = await (await fetch(`${origin}${page}`)).text()
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  return card ? new URL(card).pathname : '/cards/missing.png'
}

/** The newest article visitors can read in Chinese. */
export function latestArticleId(origin: string): Promise<number> {
  return firstLinkedId(origin, '/news?view=list', newsArticleHref)
}

/** The routes the throughput benchmarks load: home pages, news list, a filtered view, an article. */
export async function loadRoutes(origin: string): Promise<string[]> {
  return [
    '/',
    '/en',
    '/news',
    '/news?category=company&year=2025&view=list',
    newsArticleHref(await latestArticleId(origin)),
  ]
}

/** Every kind of public page, once each (Chinese paths; `/en` + path for English). */
export async function publicRoutes(origin: string): Promise<string[]> {
  return [
    '/',
    '/news',
    '/news?category=company&year=2025&view=list',
    newsArticleHref(await latestArticleId(origin)),
    '/profile',
    '/profile?tab=1',
    '/profile?tab=2',
    jobHref(await firstLinkedId(origin, '/profile?tab=2', jobHref)),
    '/faq',
    '/search?q=AI',
    eventsHref(),
    '/test-i18n',
  ]
}

/** One route under load (autocannon on loopback): requests/s, latency, failures. */
export async function throughput(
  origin: string,
  route: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
) {
  const result = await autocannon({
    url: origin + route,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  })
  return {
    route,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** First-load JavaScript (the scripts a modern browser runs) and HTML of a route, gzip bytes. */
export async function firstLoadBytes(
  origin: string,
  route: string,
  headers: Record<string, string> = { 'Accept-Language': 'zh-CN' },
): Promise<{ scripts: number; js: number; html: number }> {
  const html = await (await fetch(origin + route, { headers })).text()
  // Scripts a modern browser downloads (not the `noModule` polyfills for old ones).
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+\.js(?:\?[^"]*)?)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
  const unique = [...new Set(scripts)]
  let js = 0
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())
    js += gzipSync(body).length
  }
  return { scripts: unique.length, js, html: gzipSync(Buffer.from(html)).length }
}

/** First-load JavaScript and HTML of a route, gzip, for a table. */
export async function firstLoad(
  origin: string,
  route: string,
  headers: Record<string, string> = { 'Accept-Language': 'zh-CN' },
) {
  const { scripts, js, html } = await firstLoadBytes(origin, route, headers)
  return { route, scripts, js: kb(js), html: kb(html) }
}

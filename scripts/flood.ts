import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

export type FloodRequest = {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Each request's `[<id>]` in the path (or body) becomes a new random id. */
  distinct?: boolean
}

/** What the flood got back, by status class. */
export type FloodResult = { '2xx': number; '4xx': number; '5xx': number; non2xx: number }

/** Latencies of a probe, in ms. */
export type ProbeTimes = { p50: number; p99: number; count: number }

/**
 * Floods `url` for `seconds` (10 by default, as the benchmark measures) at 50
 * connections from another process (autocannon, so that the flood does not
 * slow the probe's own process) while `probe` is asked, one request after
 * another, from the second second until a second before the end.
 */
export async function whileFlooding(
  url: string,
  request: FloodRequest,
  probe: () => Promise<void>,
  seconds = 10,
): Promise<{ flood: FloodResult; probe: ProbeTimes; answeredWhileFlooding: number }> {
  const args = [autocannon, '-c', '50', '-d', String(seconds), '-j', '-m', request.method ?? 'GET']
  for (const [name, value] of Object.entries(request.headers ?? {}))
    args.push('-H', `${name}=${value}`)
  // In one argument: a body starting with "--" (a multipart one) is not an option.
  if (request.body) args.push(`--body=${request.body}`)
  if (request.distinct) args.push('--idReplacement')
  args.push(url)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  let flooding = true
  const exited = new Promise((resolve) => child.on('exit', resolve)).finally(
    () => (flooding = false),
  )

  await new Promise((resolve) => setTimeout(resolve, 1_000))
  // Probes answered before the flood ended: none when a page waits it out.
  let answeredWhileFlooding = 0
  const times = await probeFor((seconds - 2) * 1_000, async () => {
    await probe()
    if (flooding) answeredWhileFlooding += 1
  })
  await exited
  return { flood: JSON.parse(out) as FloodResult, probe: times, answeredWhileFlooding }
}

/** Asks `probe` one request after another for `ms`: its latencies. */
export async function probeFor(ms: number, probe: () => Promise<void>): Promise<ProbeTimes> {
  const started = Date.now()
  const times: number[] = []
  while (Date.now() - started < ms) {
    const start = performance.now()
    await probe()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.floor(times.length * share)] ?? Infinity
  return { p50: at(0.5), p99: at(0.99), count: times.length }
}

/** A flooded route: its path and the request, as an attacker would send it. */
export type Flood = FloodRequest & { path: string }

/**
 * The expensive routes an anonymous client can ask for (tests/e2e
 * hostile-requests, npm run bench:flood); `file` is an uploaded image's URL,
 * `card` the path of a page's share card.
 */
export function expensiveFloods(file: string, card: string): Flood[] {
  const image = encodeURIComponent(file)
  return [
    { path: '/api/news?limit=100&depth=3&locale=all' },
    { path: '/api/news/1?depth=10&locale=all' },
    {
      method: 'POST',
      path: '/api/users/login',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'e2e-admin@example.com', password: 'wrong-password-1' }),
    },
    { path: `/_next/image?url=${image}&w=3840&q=100` },
    { path: '/_next/image?url=%2Fnope.png&w=64&q=75' },
    { path: '/api/og?title=flood' },
    { path: file },
    // A card already drawn, and names no card has (each answered without drawing).
    { path: card },
    { path: '/cards/zh.article-[<id>]1.png', distinct: true },
    // Searches of new words, each one a query of the index (a path may not
    // end with the id's bracket: the flood's command line reads it as a list).
    { path: '/search?q=[<id>]+flood', distinct: true },
    { path: '/en/search?q=[<id>]+model&type=article', distinct: true },
    { path: '/api/news?where[or][0][title][like]=a&where[or][1][summary][like]=b&limit=100' },
    // A read sent as a POST (Payload's method override), once answered with 1,000 rows.
    {
      method: 'POST',
      path: '/api/news',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
      body: 'limit=1000&pagination=false&depth=10&where[title][like]=a&sort=body',
    },
    // Anonymous uploads (as big as a command line carries: the server refuses them from their headers).
    {
      method: 'POST',
      path: '/api/media',
      headers: { 'Content-Type': 'multipart/form-data; boundary=flood' },
      body: `--flood\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(96 * 1024)}\r\n--flood--\r\n`,
    },
  ]
}

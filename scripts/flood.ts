import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

export type FloodRequest = {
  method?: string
  headers?: Record<string, string>
  body?: string
}

/** What the flood got back, by status class. */
export type FloodResult = { '2xx': number; '4xx': number; '5xx': number; non2xx: number }

/** Latencies of a probe, in ms. */
export type ProbeTimes = { p50: number; p99: number; count: number }

/**
 * Floods `url` for 10 s at 50 connections from another process (autocannon,
 * so that the flood does not slow the probe's own process) while `probe`
 * is asked, one request after another, from the second second on.
 */
export async function whileFlooding(
  url: string,
  request: FloodRequest,
  probe: () => Promise<void>,
): Promise<{ flood: FloodResult; probe: ProbeTimes }> {
  const args = [autocannon, '-c', '50', '-d', '10', '-j', '-m', request.method ?? 'GET']
  for (const [name, value] of Object.entries(request.headers ?? {}))
    args.push('-H', `${name}=${value}`)
  if (request.body) args.push('-b', request.body)
  args.push(url)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const exited = new Promise((resolve) => child.on('exit', resolve))

  const started = Date.now()
  const times: number[] = []
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  while (Date.now() - started < 9_000) {
    const start = performance.now()
    await probe()
    times.push(performance.now() - start)
  }
  await exited
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.floor(times.length * share)] ?? Infinity
  return {
    flood: JSON.parse(out) as FloodResult,
    probe: { p50: at(0.5), p99: at(0.99), count: times.length },
  }
}

/** A flooded route: its path and the request, as an attacker would send it. */
export type Flood = FloodRequest & { path: string }

/**
 * The expensive routes an anonymous client can ask for (tests/e2e
 * hostile-requests, npm run bench:flood); `file` is an uploaded image's URL.
 */
export function expensiveFloods(file: string): Flood[] {
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
    { path: '/api/news?where[or][0][title][like]=a&where[or][1][summary][like]=b&limit=100' },
  ]
}

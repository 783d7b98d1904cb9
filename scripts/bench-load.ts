/**
 * Load benchmark of the production build on loopback: 30 s at 50 connections
 * against each of `/`, `/en`, `/news`, a filtered view and an article
 * (requests/s, p50, p99, non-2xx, errors), then a soak at 10 connections over
 * all of them with the server's memory before and after. Prints; asserts
 * nothing.
 *   npm run build && npm run bench:load
 *   LOAD_SECONDS=30 SOAK_MINUTES=10 npm run bench:load   (SOAK_MINUTES=0 skips the soak)
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { latestArticleId, withServer } from './bench-server'

const loadSeconds = Number(process.env.LOAD_SECONDS ?? 30)
const soakMinutes = Number(process.env.SOAK_MINUTES ?? 10)
const headers = { 'Accept-Language': 'zh-CN', 'Accept-Encoding': 'br, gzip' }

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

async function hammer(origin: string, paths: string[], connections: number, seconds: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  })
}

await withServer(Number(process.env.BENCH_PORT ?? 3200), async (origin, server) => {
  const routes = [
    '/',
    '/en',
    '/news',
    '/news?category=company&year=2025&view=list',
    `/news/detail/${await latestArticleId(origin)}`,
  ]
  // Every route once, so that the first visits' rendering is not measured.
  for (const route of routes) await fetch(origin + route, { headers })

  const rows = []
  for (const route of routes) {
    const result = await hammer(origin, [route], 50, loadSeconds)
    rows.push({
      route,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    })
  }
  console.log(`\nLoad (autocannon, 50 connections, ${loadSeconds} s per route, loopback)`)
  console.table(rows)

  if (soakMinutes > 0) {
    await hammer(origin, routes, 10, 30)
    const before = residentMb(server.pid)
    const result = await hammer(origin, routes, 10, soakMinutes * 60)
    const after = residentMb(server.pid)
    console.log(
      `\nSoak (10 connections, ${soakMinutes} min over all routes, after 30 s of warm-up)`,
    )
    console.table([
      {
        requests: result.requests.total,
        'requests/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
        'memory before MB': before,
        'memory after MB': after,
        growth: `${(((after - before) / before) * 100).toFixed(1)} %`,
      },
    ])
  }
})

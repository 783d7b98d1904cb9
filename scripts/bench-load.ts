/**
 * Load benchmark of the production build on loopback: 30 s at 50 connections
 * against each of `/`, `/en`, `/news`, a filtered view and an article
 * (requests/s, p50, p99, non-2xx, errors), asked of the server itself and
 * through the documented reverse proxy (deploy/nginx-site.conf: TLS and
 * compression, as browsers ask, `br, gzip`), then a soak at 10 connections
 * over all of them with the server's memory before and after. Prints;
 * asserts nothing.
 *   npm run build && npm run bench:load
 *   LOAD_SECONDS=30 SOAK_MINUTES=10 npm run bench:load   (SOAK_MINUTES=0 skips the soak)
 *   npm run bench:load -- --instances 2
 *     two instances behind the reverse proxy in round robin,
 *     sharing Redis when redis-server is installed, beside one instance
 *     measured in the same run; no soak.
 */
import { randomBytes } from 'node:crypto'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { loadRoutes, throughput, withServer } from './bench-server'
import { startFrontProxy } from './front-proxy'

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

const instancesArgument = process.argv.indexOf('--instances')
const instances = instancesArgument > 0 ? Number(process.argv[instancesArgument + 1] ?? 1) : 1
const basePort = Number(process.env.BENCH_PORT ?? 3200)

async function loadTable(origin: string, routes: string[], label: string, warmUp = origin) {
  // Every route once, so that the first visits' rendering is not measured.
  for (const route of routes) await fetch(warmUp + route, { headers })
  const rows = []
  for (const route of routes) {
    const row = await throughput(origin, route, { connections: 50, seconds: loadSeconds, headers })
    rows.push({ setup: label, ...row })
  }
  return rows
}

/** A Debian package's program, installed when missing (as root). */
function ensureProgram(program: string, debianPackage: string): boolean {
  if (spawnSync('sh', ['-c', `command -v ${program}`]).status === 0) return true
  if (process.getuid?.() !== 0) return false
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return spawnSync('sh', ['-c', `command -v ${program}`]).status === 0
}

/** redis-server on `port` when installed; null otherwise (each instance caches alone). */
function startRedis(port: number): ChildProcess | null {
  if (!ensureProgram('redis-server', 'redis-server')) return null
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
}

async function severalInstances(count: number) {
  const redisPort = basePort + 90
  const redis = startRedis(redisPort)
  const env: Record<string, string> = { TRUST_PROXY: '1' }
  if (redis) {
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`
    // Instances sharing a cache must share the admin's secret (src/lib/env.ts).
    env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  }
  const ports = Array.from({ length: count }, (_, index) => basePort + 1 + index)
  const rows: Record<string, unknown>[] = []
  const run = async (index: number): Promise<void> => {
    if (index < count) {
      await withServer(ports[index]!, () => run(index + 1), { env })
      return
    }
    const single = `http://localhost:${ports[0]}`
    const routes = await loadRoutes(single)
    rows.push(...(await loadTable(single, routes, 'one instance')))
    const proxy = await startFrontProxy(ports)
    try {
      rows.push(...(await loadTable(proxy.origin, routes, `${count} instances, proxy`, single)))
    } finally {
      proxy.stop()
    }
  }
  try {
    await run(0)
  } finally {
    redis?.kill('SIGTERM')
  }
  console.log(
    `\nLoad (autocannon, 50 connections, ${loadSeconds} s per route, loopback; shared cache: ${redis ? 'Redis' : 'none'})`,
  )
  console.table(rows)
}

if (instances > 1) await severalInstances(instances)
else
  await withServer(
    basePort,
    async (proxied, server) => {
      const { origin } = server
      const routes = await loadRoutes(origin)
      console.log(`\nLoad (autocannon, 50 connections, ${loadSeconds} s per route, loopback)`)
      console.table([
        ...(await loadTable(origin, routes, 'the server')),
        ...(await loadTable(proxied, routes, 'behind the proxy', origin)),
      ])

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
    },
    { frontProxy: true },
  )

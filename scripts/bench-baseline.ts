/**
 * The framework alone, measured like the site: builds the stock Next.js +
 * next-intl app of bench/stock-app (in a temporary copy, with the project's
 * packages), serves it, and prints its first-load JavaScript, HTML and
 * Lighthouse scores. Read the site's figures (bench:web, bench:lighthouse)
 * against these. Asserts nothing.
 *   npm run bench:baseline
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { firstLoad } from './bench-server'
import { bothLanguages, printLighthouse } from './lighthouse-median'

const root = resolve(import.meta.dirname, '..')
const next = join(root, 'node_modules/next/dist/bin/next')
const port = Number(process.env.BENCH_PORT ?? 3202)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const }

const dir = mkdtempSync(join(tmpdir(), 'stock-app-'))
try {
  cpSync(join(root, 'bench/stock-app'), dir, { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  console.log('Building the stock app…')
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0)
    throw new Error(`The stock app did not build:\n${build.stdout}${build.stderr}`)

  const server = spawn(process.execPath, [next, 'start', '-H', '0.0.0.0', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const origin = `http://localhost:${port}`
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      const ok = await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) break
      if (Date.now() > deadline) throw new Error('The stock app did not start.')
      await new Promise((done) => setTimeout(done, 300))
    }
    console.log('\nStock Next.js + next-intl: first load (gzip)')
    console.table([
      await firstLoad(origin, '/'),
      await firstLoad(origin, '/en', { 'Accept-Language': 'en' }),
    ])
    await printLighthouse('Stock Next.js + next-intl: Lighthouse', origin, bothLanguages(['/']))
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

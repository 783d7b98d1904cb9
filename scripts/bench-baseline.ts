/**
 * The framework alone, measured like the site: builds the stock Next.js +
 * next-intl app of bench/stock-app (in a temporary copy, with the project's
 * packages), serves it, and prints its first-load JavaScript, HTML and
 * Lighthouse scores. Read the site's figures (bench:web, bench:lighthouse)
 * against these. Asserts nothing.
 *   npm run bench:baseline
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { firstLoad, withServer } from './bench-server'
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

  await withServer(
    port,
    async (origin) => {
      console.log('\nStock Next.js + next-intl: first load (gzip)')
      console.table([
        await firstLoad(origin, '/'),
        await firstLoad(origin, '/en', { 'Accept-Language': 'en' }),
      ])
      await printLighthouse('Stock Next.js + next-intl: Lighthouse', origin, bothLanguages(['/']))
    },
    { cwd: dir, ready: '/', nextStart: true },
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}

import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { withServer, type BenchServer } from './bench-server'

const root = resolve(import.meta.dirname, '..')
const next = join(root, 'node_modules/next/dist/bin/next')

/**
 * Builds the stock Next.js + next-intl app of bench/stock-app (in a temporary
 * copy, with the project's packages), serves it with plain `next start` on
 * `port` (with `frontProxy`, behind the site's reverse proxy, as the site
 * is measured) and gives `run` its origin. Its pages: `/` (Chinese) and `/en`.
 */
export async function withStockApp<T>(
  port: number,
  run: (origin: string, server: BenchServer) => Promise<T>,
  { frontProxy = false }: { frontProxy?: boolean } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'stock-app-'))
  try {
    cpSync(join(root, 'bench/stock-app'), dir, { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
    console.log('Building the stock app…')
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const }
    const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' })
    if (build.status !== 0) {
      throw new Error(`The stock app did not build:\n${build.stdout}${build.stderr}`)
    }
    return await withServer(port, run, { cwd: dir, ready: '/', nextStart: true, frontProxy })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The stock app's page in a visitor's language, to set beside a site page in that language. */
export function stockPage(language: string): string {
  return language.startsWith('en') ? '/en' : '/'
}

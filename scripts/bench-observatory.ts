/**
 * Mozilla HTTP Observatory (its CLI, offline) against the production build
 * behind the documented reverse proxy (deploy/nginx-site.conf: TLS on
 * loopback, with a certificate made for the run): grade,
 * score and the tests that did not pass, for `/`, `/en`, the news list and an
 * article in both languages. Prints; asserts nothing.
 *   npm run build && npm run bench:observatory
 *
 * The CLI is installed on first use into .reports/observatory, without its
 * install steps (they download lists from the internet): the HSTS preload
 * list it reads is supplied empty, so no host counts as preloaded.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { latestArticleId, withServer } from './bench-server'
import { newsArticleHref } from '../src/content-types/news/content/routes'

const version = '1.4.8'
const toolDir = path.resolve('.reports/observatory')
const packageDir = path.join(toolDir, 'node_modules/@mdn/mdn-http-observatory')

function installObservatory(): void {
  if (!existsSync(path.join(packageDir, 'src/scan.js'))) {
    mkdirSync(toolDir, { recursive: true })
    writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}\n')
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        `@mdn/mdn-http-observatory@${version}`,
      ],
      { cwd: toolDir, stdio: 'inherit' },
    )
  }
  mkdirSync(path.join(packageDir, 'conf'), { recursive: true })
  writeFileSync(path.join(packageDir, 'conf/hsts-preload.json'), '{}\n')
  writeFileSync(path.join(packageDir, 'conf/tld-list.json'), '[]\n')
}

type Scan = {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number }
  tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>
  error?: string
}

installObservatory()

const port = Number(process.env.BENCH_PORT ?? 3443)
await withServer(
  port,
  async (origin, server) => {
    const article = newsArticleHref(await latestArticleId(server.origin))
    const host = new URL(origin).host
    const rows = []
    for (const route of ['/', '/en', '/news', '/en/news', article, `/en${article}`]) {
      // The CLI takes a host (with port and path), not a URL.
      const scan = path.join(packageDir, 'src/scan.js')
      const output = execFileSync(process.execPath, [scan, `${host}${route}`], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: server.proxy!.certFile },
        encoding: 'utf8',
      })
      const result = JSON.parse(output) as Scan
      const failed = Object.entries(result.tests ?? {})
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name}: ${test.result}`)
      const bonuses = Object.entries(result.tests ?? {})
        .filter(([, test]) => test.scoreModifier !== 0)
        .map(([name, test]) => `${name} ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier}`)
      rows.push({
        route,
        grade: result.scan?.grade ?? result.error,
        score: result.scan?.score,
        passed: result.scan ? `${result.scan.testsPassed}/${result.scan.testsQuantity}` : '',
        failed: failed.join('; ') || 'none',
        modifiers: bonuses.join(', '),
      })
    }
    console.log(
      `\nMozilla HTTP Observatory ${version} (offline), over TLS through deploy/nginx-site.conf`,
    )
    console.table(rows)
  },
  { frontProxy: true },
)

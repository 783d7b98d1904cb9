/**
 * Mozilla HTTP Observatory (its CLI, offline) against the production build
 * served over TLS on loopback, with a certificate made for the run: grade,
 * score and the tests that did not pass, for `/`, `/en`, the news list and an
 * article in both languages. Prints; asserts nothing.
 *   npm run build && npm run bench:observatory
 *
 * The CLI is installed on first use into .reports/observatory, without its
 * install steps (they download lists from the internet): the HSTS preload
 * list it reads is supplied empty, so no host counts as preloaded.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { latestArticleId, withServer } from './bench-server'
import { newsArticleHref } from '../src/content/news/routes'

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
const certDir = mkdtempSync(path.join(tmpdir(), 'observatory-tls-'))
const cert = path.join(certDir, 'cert.pem')
const key = path.join(certDir, 'key.pem')
execFileSync(
  'openssl',
  [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
  ],
  { stdio: 'ignore' },
)

try {
  const port = Number(process.env.BENCH_PORT ?? 3443)
  await withServer(
    port,
    async (origin) => {
      const article = newsArticleHref(await latestIdOverTls(origin))
      const rows = []
      for (const route of ['/', '/en', '/news', '/en/news', article, `/en${article}`]) {
        // The CLI takes a host (with port and path), not a URL.
        const output = execFileSync(
          process.execPath,
          [path.join(packageDir, 'src/scan.js'), `localhost:${port}${route}`],
          { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, encoding: 'utf8' },
        )
        const result = JSON.parse(output) as Scan
        const failed = Object.entries(result.tests ?? {})
          .filter(([, test]) => !test.pass)
          .map(([name, test]) => `${name}: ${test.result}`)
        const bonuses = Object.entries(result.tests ?? {})
          .filter(([, test]) => test.scoreModifier !== 0)
          .map(
            ([name, test]) => `${name} ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier}`,
          )
        rows.push({
          route,
          grade: result.scan?.grade ?? result.error,
          score: result.scan?.score,
          passed: result.scan ? `${result.scan.testsPassed}/${result.scan.testsQuantity}` : '',
          failed: failed.join('; ') || 'none',
          modifiers: bonuses.join(', '),
        })
      }
      console.log(`\nMozilla HTTP Observatory ${version} (offline), over TLS on loopback`)
      console.table(rows)
    },
    { env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key } },
  )
} finally {
  rmSync(certDir, { recursive: true, force: true })
}

/** The newest article's id, asked over TLS (the certificate is the run's own). */
async function latestIdOverTls(origin: string): Promise<number> {
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  try {
    return await latestArticleId(origin)
  } finally {
    if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous
  }
}

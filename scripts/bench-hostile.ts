/**
 * Each hostile pattern found by the probes (docs/decisions/024), from one
 * client (scripts/hostile-client.ts, another process, two connections at a
 * time) for 20 s, while a cached page, `/news`, is asked of the server one
 * request after another: its p50 and p99 per pattern, the pattern's answers
 * by status class, the anonymous 5xx and the error lines the server logged.
 * Goal (exit code 1 on a miss): p99 ≤ 250 ms, no 5xx, no error line, under
 * every pattern. Figures swing with the machine's load: run it on a quiet
 * machine.
 *   npm run build && npm run bench:hostile [-- --seconds 20]
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { newsArticleHref } from '../src/content-types/news/content/routes'
import { localizedPath } from '../src/i18n/paths'
import { probeFor } from './flood'
import { publicRoutes, withServer } from './bench-server'

const GOAL_P99_MS = 250
const port = Number(process.env.BENCH_PORT ?? 3200)
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { seconds: { type: 'string', default: '20' } },
})
const seconds = Number(values.seconds)

const patterns = [
  'search, 400-letter word',
  'search, eight long words',
  'news list variants',
  'distinct 404 paths',
  'every share card the pages name',
  'uploads with a fake credential',
  'CSP reports of 400 violations',
]

/** The share cards the public pages name, in both languages. */
async function cardsOf(origin: string): Promise<string[]> {
  const pages = (await publicRoutes(origin)).flatMap((route) => [
    route,
    `/en${route === '/' ? '' : route}`,
  ])
  const news = await (await fetch(`${origin}/news?view=list`)).text()
  const prefix = newsArticleHref(0).replace(/0$/, '')
  for (const [, id] of news.matchAll(new RegExp(`href="${prefix}(\\d+)"`, 'g'))) {
    pages.push(newsArticleHref(id!), localizedPath(newsArticleHref(id!), 'en'))
  }
  const cards = new Set<string>()
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page}`)).text()
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    if (card) cards.add(new URL(card).pathname)
  }
  return [...cards]
}

function runClient(origin: string, pattern: string, cardsFile: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/hostile-client.ts',
      origin,
      pattern,
      String(seconds),
      '2',
      cardsFile,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve) => child.on('exit', () => resolve(out.trim())))
}

type Row = {
  pattern: string
  'page p50 (ms)': number
  'page p99 (ms)': number
  'pattern answers': string
  'error lines': number
  [goal: string]: string | number
}

async function main() {
  const rows: Row[] = []
  let errors = 0
  const onLine = (line: string) => {
    if (/"level":"(error|fatal)"/.test(line)) errors += 1
  }
  await withServer(
    port,
    async (origin) => {
      const page = async () => {
        const response = await fetch(`${origin}/news`)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`/news answered ${response.status}`)
      }
      const cardsFile = path.join(tmpdir(), `bench-hostile-cards-${process.pid}.json`)
      const cards = await cardsOf(origin)
      writeFileSync(cardsFile, JSON.stringify(cards))
      console.log(`${cards.length} share cards named by the pages`)
      const measure = async (pattern: string, during?: Promise<string>) => {
        const before = errors
        const probe = await probeFor((seconds - 2) * 1_000, page)
        const answers = during ? await during : '-'
        const lines = errors - before
        const fiveXx = /"5xx":(\d+)/.exec(answers)?.[1] ?? '0'
        const pass = probe.p99 <= GOAL_P99_MS && lines === 0 && fiveXx === '0'
        rows.push({
          pattern,
          'page p50 (ms)': Math.round(probe.p50),
          'page p99 (ms)': Math.round(probe.p99),
          'pattern answers': answers,
          'error lines': lines,
          [`p99 ≤ ${GOAL_P99_MS} ms, no 5xx, no error`]: pass ? 'pass' : 'FAIL',
        })
        console.log(
          `${pattern}: /news p50 ${probe.p50.toFixed(0)}, p99 ${probe.p99.toFixed(0)} ms; ${answers}; ${lines} error lines`,
        )
      }
      await measure('(none: the page alone)')
      for (const pattern of patterns) {
        const client = runClient(origin, pattern, cardsFile)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        await measure(pattern, client)
      }
    },
    // Behind a proxy that sets each client's address: the hostile searches come from many.
    { env: { TRUST_PROXY: '1' }, onLine },
  )
  console.log(`\nA cached page (/news) while one client sends each pattern for ${seconds} s`)
  console.table(rows)
  const failed = rows.filter((row) => Object.values(row).includes('FAIL'))
  console.log(
    failed.length === 0
      ? 'Every pattern within the goal.'
      : `${failed.length} of ${rows.length} patterns miss the goal.`,
  )
  if (failed.length > 0) process.exitCode = 1
}

await main()

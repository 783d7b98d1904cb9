/**
 * Compares ways of cutting Chinese for the site search by its relevance
 * set (tests/fixtures/search-relevance.ts): for each, a fresh SQLite
 * database with the launch content indexed that way, and the share of
 * queries whose expected item is among the first three results.
 * Run: npm run search:relevance (about a minute per way).
 */
import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { chineseCuts } from '../src/content/search/terms'

type Report = {
  locale: 'zh' | 'en'
  found: number
  of: number
  medianResults: number
  misses: string[]
}

const rows: Record<string, string>[] = []
for (const cut of Object.keys(chineseCuts)) {
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'integration',
      'tests/integration/cms-sqlite.test.ts',
      '-t',
      'site search',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, SEARCH_CHINESE_CUT: cut, SEARCH_RELEVANCE_REPORT: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const reports = [...stripVTControlCharacters(run.stdout).matchAll(/^relevance (\{.*\})$/gm)].map(
    (match) => JSON.parse(match[1]!) as Report,
  )
  const row: Record<string, string> = { cut }
  for (const report of reports) {
    row[report.locale] =
      `${report.found} / ${report.of} (${Math.round((100 * report.found) / report.of)} %), median ${report.medianResults} results`
    for (const miss of report.misses) console.log(`${cut} ${report.locale} missed: ${miss}`)
  }
  if (reports.length === 0) row.zh = `no report (exit ${run.status})`
  rows.push(row)
}
console.log('Expected item in the first 3 results (goal: 90 % per language)')
console.table(rows)

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium'
import { httpsGet } from './https-client'

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const METHOD = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate'

export type LighthouseRoute = { route: string; language: string }

/** Every route in both languages: `/x` asked in Chinese, `/en/x` in English. */
export function bothLanguages(routes: string[]): LighthouseRoute[] {
  return routes.flatMap((route) => [
    { route, language: 'zh-CN' },
    { route: route === '/' ? '/en' : `/en${route}`, language: 'en' },
  ])
}

/** What one Lighthouse run (mobile) measured: the four scores (0–100) and LCP, TBT, CLS. */
export type LighthouseFigures = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/**
 * Headless Chromium for Lighthouse, given to `run` by its debugging port, then
 * closed. It accepts the certificate the run's reverse proxies made for
 * themselves (scripts/front-proxy.ts).
 */
export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags],
  })
  try {
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** One Lighthouse run (mobile) of `url`, asked in `language`. */
export async function lighthouseOnce(
  chromePort: number,
  url: string,
  language: string,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    extraHeaders: { 'Accept-Language': language },
    throttlingMethod: METHOD,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  }
}

/** Each figure's own median over the runs (a slow run of one figure does not pick the others). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const first = runs[0]
  if (!first) throw new Error('No Lighthouse run to take the median of')
  const keys = Object.keys(first) as (keyof LighthouseFigures)[]
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]).sort((a, b) => a - b)
      return [key, values[Math.floor(values.length / 2)] ?? 0]
    }),
  ) as LighthouseFigures
}

/**
 * Asks each route a few times, so the first route measured does not pay for
 * a cold server (or a cold cache in the proxy in front, whose certificate
 * `certFile` is).
 */
export async function warmUp(origin: string, routes: LighthouseRoute[], certFile?: string) {
  for (const { route, language } of routes) {
    for (let i = 0; i < 3; i++) {
      const headers = { 'Accept-Language': language }
      if (certFile) await httpsGet(origin + route, certFile, headers)
      else await (await fetch(origin + route, { headers })).arrayBuffer()
    }
  }
}

/**
 * Lighthouse (mobile) on each route of `origin`, `LIGHTHOUSE_RUNS` times:
 * each figure's median (the four categories, FCP, LCP, TBT and CLS), with every
 * run's performance score beside it. Prints a table; returns nothing.
 */
export async function printLighthouse(title: string, origin: string, routes: LighthouseRoute[]) {
  await withChrome(async (port) => {
    await warmUp(origin, routes)
    const rows = []
    for (const { route, language } of routes) {
      const runs = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await lighthouseOnce(port, origin + route, language))
      const median = medianFigures(runs)
      rows.push({
        route,
        performance: median.performance,
        // Every run's performance score, lowest first, so the spread is visible.
        runs: runs
          .map((run) => run.performance)
          .sort((a, b) => a - b)
          .join(' '),
        accessibility: median.accessibility,
        'best-practices': median['best-practices'],
        seo: median.seo,
        'FCP ms': median.fcp,
        'LCP ms': median.lcp,
        'TBT ms': median.tbt,
        CLS: median.cls,
      })
    }
    console.log(`\n${title} (mobile, median of ${RUNS} runs)`)
    console.table(rows)
  })
}

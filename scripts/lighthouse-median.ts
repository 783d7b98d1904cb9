import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const METHOD = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate'

export type LighthouseRoute = { route: string; language: string }

/** Every route in both languages: `/x` asked in Chinese, `/en/x` in English. */
export function bothLanguages(routes: string[]): LighthouseRoute[] {
  return routes.flatMap((route) => [
    { route, language: 'zh-CN' },
    { route: route === '/' ? '/en' : `/en${route}`, language: 'en' },
  ])
}

/**
 * Lighthouse (mobile) on each route of `origin`, `LIGHTHOUSE_RUNS` times:
 * the run with the median performance score, with every run's score beside
 * it, the four categories, LCP, TBT and CLS. Prints a table; returns nothing.
 */
export async function printLighthouse(title: string, origin: string, routes: LighthouseRoute[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  try {
    // Warm the server up, so the first route measured is not the one that pays for it.
    for (const { route, language } of routes) {
      for (let i = 0; i < 3; i++)
        await fetch(origin + route, { headers: { 'Accept-Language': language } })
    }
    const rows = []
    for (const { route, language } of routes) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          extraHeaders: { 'Accept-Language': language },
          throttlingMethod: METHOD,
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
        runs.push(result.lhr)
      }
      runs.sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      )
      const lhr = runs[Math.floor(runs.length / 2)]
      if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`)
      const { categories, audits } = lhr
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
      rows.push({
        route,
        performance: score('performance'),
        // Every run's performance score, lowest first, so the spread is visible.
        runs: runs
          .map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
          .join(' '),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      })
    }
    console.log(`\n${title} (mobile, median of ${RUNS} runs)`)
    console.table(rows)
  } finally {
    chrome.kill()
  }
}

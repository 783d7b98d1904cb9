/**
 * The site beside the stock Next.js + next-intl app (bench/stock-app), in
 * the same run: for every public route in both languages, Lighthouse
 * (mobile) on the site's page and on the stock page of the same language,
 * one run of each in turn so that the machine's load weighs on both alike;
 * then each route's medians beside the median of all the stock page's runs
 * in that language (its figures swing as much between runs as pages differ),
 * the ratios and whether the goals hold (SEO aside on the language test
 * page, which is kept out of search engines on purpose). Both are served
 * as the site is deployed: behind the reverse proxy of deploy/nginx-site.conf
 * (HTTPS, HTTP/2, Brotli), each with its own.
 * Goals:
 *   TBT ≤ 1.25 × stock, LCP ≤ 1.15 × stock, LCP ≤ 1.2 × the page's own FCP
 *   (the largest paint is the first), performance ≥ stock − 3, CLS 0,
 *   accessibility, best practices and SEO 100, HTML ≤ 30 KB gzip,
 *   first-load JavaScript ≤ 1.10 × stock.
 * `--direct`: both as the README's run command serves them instead, with no
 * proxy in front (the site's `npm start`, the stock app's `next start`).
 * Exits with 1 when a goal is missed. Run it on a quiet machine.
 *   npm run build && npm run bench:baseline [-- --direct]
 * LIGHTHOUSE_RUNS (3) runs of each; LIGHTHOUSE_ROUTES=/,/faq limits the routes.
 */
import { firstLoadBytes, publicRoutes, withServer } from './bench-server'
import {
  bothLanguages,
  lighthouseOnce,
  medianFigures,
  RUNS,
  warmUp,
  withChrome,
  type LighthouseFigures,
} from './lighthouse-median'
import { stockPage, withStockApp } from './stock-app'

const goals = { tbt: 1.25, lcp: 1.15, lcpOfFcp: 1.2, scoreBelow: 3, htmlBytes: 30 * 1024, js: 1.1 }
const port = Number(process.env.BENCH_PORT ?? 3200)
const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
/** Served as the README's run command serves them, with no proxy in front. */
const direct = process.argv.includes('--direct')
const frontProxy = !direct

type Measured = LighthouseFigures & { html: number; js: number }

const ratio = (site: number, stock: number) => (stock > 0 ? site / stock : Infinity)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Pages kept out of search engines on purpose (the language test page, search results): their SEO score is not a goal. */
const noindex = ['/test-i18n', '/en/test-i18n', '/search?q=AI', '/en/search?q=AI']

/** Which goals a page misses beside the stock page (empty: it meets them all). */
function missedGoals(site: Measured, stock: Measured, noindexed: boolean): string[] {
  const missed: string[] = []
  if (ratio(site.tbt, stock.tbt) > goals.tbt) missed.push('TBT')
  if (ratio(site.lcp, stock.lcp) > goals.lcp) missed.push('LCP')
  if (ratio(site.lcp, site.fcp) > goals.lcpOfFcp) missed.push('LCP/FCP')
  if (site.performance < stock.performance - goals.scoreBelow) missed.push('score')
  if (site.cls > 0) missed.push('CLS')
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (site[key] < 100 && !(key === 'seo' && noindexed)) missed.push(key)
  }
  if (site.html > goals.htmlBytes) missed.push('HTML')
  if (ratio(site.js, stock.js) > goals.js) missed.push('JS')
  return missed
}

await withStockApp(
  port + 2,
  (stockOrigin, stockServer) =>
    withServer(
      port,
      async (siteOrigin, siteServer) => {
        const routes = bothLanguages(only ?? (await publicRoutes(siteServer.origin)))
        const stockRoutes = bothLanguages(['/'])
        await warmUp(siteOrigin, routes, siteServer.proxy?.certFile)
        await warmUp(stockOrigin, stockRoutes, stockServer.proxy?.certFile)

        // Sizes are read from the servers themselves (the proxies' certificate is the run's own).
        const sizes = new Map<string, { html: number; js: number }>()
        const sizesOf = async (origin: string, route: string, language: string) => {
          const key = `${origin}${route}`
          let known = sizes.get(key)
          if (!known) {
            known = await firstLoadBytes(origin, route, { 'Accept-Language': language })
            sizes.set(key, known)
          }
          return known
        }

        // Each route's runs, and the stock page's runs pooled by language:
        // one stock run beside every site run, so the stock figure is the
        // median of many runs over the whole bench, not of three.
        const measured: { route: string; language: string; site: Measured }[] = []
        const stockRuns = new Map<string, LighthouseFigures[]>()
        await withChrome(async (chromePort) => {
          for (const { route, language } of routes) {
            const stockRoute = stockPage(language)
            const siteRuns: LighthouseFigures[] = []
            const pooled = stockRuns.get(stockRoute) ?? []
            stockRuns.set(stockRoute, pooled)
            for (let run = 0; run < RUNS; run++) {
              siteRuns.push(await lighthouseOnce(chromePort, siteOrigin + route, language))
              pooled.push(await lighthouseOnce(chromePort, stockOrigin + stockRoute, language))
            }
            const site = {
              ...medianFigures(siteRuns),
              ...(await sizesOf(siteServer.origin, route, language)),
            }
            console.log(`${route}: ${JSON.stringify(site)}`)
            measured.push({ route, language, site })
          }
        })

        const rows: Record<string, string | number>[] = []
        let failures = 0
        for (const { route, language, site } of measured) {
          const stockRoute = stockPage(language)
          const stock = {
            ...medianFigures(stockRuns.get(stockRoute) ?? []),
            ...(await sizesOf(stockServer.origin, stockRoute, language)),
          }
          const missed = missedGoals(site, stock, noindex.includes(route))
          if (missed.length > 0) failures += 1
          rows.push({
            route,
            score: `${site.performance} / ${stock.performance}`,
            'TBT ms': `${site.tbt} / ${stock.tbt}`,
            'TBT ×': ratio(site.tbt, stock.tbt).toFixed(2),
            'LCP ms': `${site.lcp} / ${stock.lcp}`,
            'LCP ×': ratio(site.lcp, stock.lcp).toFixed(2),
            'FCP ms': `${site.fcp} / ${stock.fcp}`,
            'LCP/FCP': ratio(site.lcp, site.fcp).toFixed(2),
            CLS: site.cls,
            'a11y/bp/seo': `${site.accessibility}/${site['best-practices']}/${site.seo}`,
            'HTML KB': `${kb(site.html)} / ${kb(stock.html)}`,
            'JS KB': `${kb(site.js)} / ${kb(stock.js)}`,
            'JS ×': ratio(site.js, stock.js).toFixed(2),
            goals: missed.length === 0 ? 'pass' : `FAIL: ${missed.join(', ')}`,
          })
        }
        for (const [stockRoute, runs] of stockRuns) {
          const tbt = runs.map((run) => run.tbt).sort((a, b) => a - b)
          const lcp = runs.map((run) => run.lcp).sort((a, b) => a - b)
          console.log(
            `Stock ${stockRoute}: ${runs.length} runs, TBT ${tbt[0]}–${tbt.at(-1)} ms, LCP ${lcp[0]}–${lcp.at(-1)} ms`,
          )
        }
        console.log(
          `\nThe site / the stock Next.js + next-intl app, same run, ${direct ? 'each served by its own start command (npm start, next start), no proxy' : 'each behind the reverse proxy'} (Lighthouse mobile; the site's medians of ${RUNS} runs per route, the stock page's of all its runs in that language; HTML and JS gzip)`,
        )
        console.table(rows)
        console.log(
          failures === 0
            ? `All ${rows.length} pages meet the goals.`
            : `${failures} of ${rows.length} pages miss a goal.`,
        )
        if (failures > 0) process.exitCode = 1
      },
      { frontProxy },
    ),
  { frontProxy },
)

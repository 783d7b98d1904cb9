/**
 * Web benchmark of the production build beside the stock Next.js + next-intl
 * app (bench/stock-app), in the same run: per route, the first-load
 * JavaScript and the HTML (gzip bytes); then requests/s of the cached pages
 * (`/`, `/en`, the news list, a filtered view, an article) with
 * `Accept-Encoding: br, gzip` as browsers ask, 50 connections, each followed
 * at once by the stock page of the same language under the same load, and
 * the ratio. Goal: every cached page at least 0.8 × the stock page's
 * requests/s, with no error. Exits with 1 when it is missed.
 *   npm run build && npm run bench:web
 * LOAD_SECONDS (10) per route.
 */
import { firstLoad, loadRoutes, throughput, withServer } from './bench-server'
import { stockPage, withStockApp } from './stock-app'

const GOAL = 0.8
const seconds = Number(process.env.LOAD_SECONDS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 3200)

const languageOf = (route: string) => (route === '/en' || route.startsWith('/en/') ? 'en' : 'zh-CN')

await withStockApp(port + 2, (stockOrigin) =>
  withServer(port, async (siteOrigin) => {
    const loaded = await loadRoutes(siteOrigin)
    const article = loaded.at(-1)!
    const sizes = []
    for (const route of ['/', '/en', '/news', '/en/news', loaded[3]!, article, `/en${article}`]) {
      sizes.push(
        await firstLoad(siteOrigin, route, { 'Accept-Language': languageOf(route) }).then(
          (size) => ({ app: 'site', ...size }),
        ),
      )
    }
    for (const route of ['/', '/en']) {
      const size = await firstLoad(stockOrigin, route, { 'Accept-Language': languageOf(route) })
      sizes.push({ app: 'stock', ...size })
    }
    console.log('\nFirst load (gzip)')
    console.table(sizes)

    const rows = []
    let failures = 0
    for (const route of loaded) {
      const language = languageOf(route)
      const headers = { 'Accept-Language': language, 'Accept-Encoding': 'br, gzip' }
      const options = { connections: 50, seconds, headers }
      const site = await throughput(siteOrigin, route, options)
      const stock = await throughput(stockOrigin, stockPage(language), options)
      const ratio = site['requests/s'] / Math.max(1, stock['requests/s'])
      const pass =
        ratio >= GOAL && site.errors === 0 && site['non-2xx'] === 0 && stock['non-2xx'] === 0
      if (!pass) failures += 1
      rows.push({
        route,
        'site req/s': site['requests/s'],
        'stock req/s': stock['requests/s'],
        ratio: ratio.toFixed(2),
        'site p99 ms': site['p99 ms'],
        'stock p99 ms': stock['p99 ms'],
        'site errors/non-2xx': `${site.errors}/${site['non-2xx']}`,
        goal: pass ? 'pass' : 'FAIL',
      })
    }
    console.log(
      `\nThroughput beside the stock app (autocannon, 50 connections, ${seconds} s each, br/gzip, loopback)`,
    )
    console.table(rows)
    console.log(
      failures === 0
        ? `All ${rows.length} pages at ${GOAL} × the stock page's requests/s or more.`
        : `${failures} of ${rows.length} pages under ${GOAL} × the stock page's requests/s.`,
    )
    if (failures > 0) process.exitCode = 1
  }),
)

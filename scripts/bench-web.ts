/**
 * Web benchmark of the production build: per route, the first-load JavaScript
 * and the HTML (gzip bytes), and requests/s with p99 latency from autocannon
 * on loopback for the home pages, the news list (plain and filtered) and an
 * article. Prints tables; asserts nothing.
 *   npm run build && npm run bench:web
 */
import { firstLoad, loadRoutes, throughput, withServer } from './bench-server'

const headers = { 'Accept-Language': 'zh-CN' }

await withServer(Number(process.env.BENCH_PORT ?? 3200), async (origin) => {
  const loaded = await loadRoutes(origin)
  const article = loaded.at(-1)!
  const routes = [
    ...['/', '/en', '/test-i18n', '/en/test-i18n', '/news', '/en/news'],
    // The filtered view: rendered on its first visit, then cached.
    loaded[3]!,
    ...[article, `/en${article}`],
  ]
  const sizes = []
  for (const route of routes) sizes.push(await firstLoad(origin, route))
  console.log('\nFirst load (gzip)')
  console.table(sizes)
  const rates = []
  for (const route of loaded) {
    rates.push(await throughput(origin, route, { connections: 20, seconds: 10, headers }))
  }
  console.log('\nThroughput (autocannon, 20 connections, 10 s, loopback)')
  console.table(rates)
})

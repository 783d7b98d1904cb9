/**
 * Web benchmark of the production build: per route, the first-load JavaScript
 * and the HTML (gzip bytes), and requests/s with p99 latency from autocannon
 * on loopback for the home pages, the news list (plain and filtered) and an
 * article. Prints tables; asserts nothing.
 *   npm run build && npm run bench:web
 */
import autocannon from 'autocannon'
import { firstLoad, latestArticleId, withServer } from './bench-server'

/** A filtered view of the news list: rendered on its first visit, then cached. */
const filtered = '/news?category=company&year=2025&view=list'
const headers = { 'Accept-Language': 'zh-CN' }

async function load(origin: string, route: string) {
  const result = await autocannon({
    url: origin + route,
    headers,
    connections: 20,
    duration: 10,
  })
  return {
    route,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

await withServer(Number(process.env.BENCH_PORT ?? 3200), async (origin) => {
  const article = `/news/detail/${await latestArticleId(origin)}`
  const routes = [
    ...['/', '/en', '/test-i18n', '/en/test-i18n', '/news', '/en/news', filtered],
    ...[article, `/en${article}`],
  ]
  const loadRoutes = ['/', '/en', '/news', filtered, article]
  const sizes = []
  for (const route of routes) sizes.push(await firstLoad(origin, route))
  console.log('\nFirst load (gzip)')
  console.table(sizes)
  const rates = []
  for (const route of loadRoutes) rates.push(await load(origin, route))
  console.log('\nThroughput (autocannon, 20 connections, 10 s, loopback)')
  console.table(rates)
})

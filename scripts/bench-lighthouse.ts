/**
 * Lighthouse (mobile) on the production build with Debian's Chromium: the four
 * category scores and LCP, TBT and CLS per route and locale. Prints a table.
 *   npm run build && npm run bench:lighthouse
 */
import { latestArticleId, withServer } from './bench-server'
import { bothLanguages, printLighthouse } from './lighthouse-median'
import { newsArticleHref } from '../src/content-types/news/content/routes'

const pages = ['/', '/faq', '/profile', '/profile?tab=2', '/test-i18n', '/news']
/** Only these routes, when given (comma-separated), e.g. LIGHTHOUSE_ROUTES=/,/faq */
const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)

await withServer(Number(process.env.BENCH_PORT ?? 3201), async (origin) => {
  const article = newsArticleHref(await latestArticleId(origin))
  await printLighthouse('Lighthouse', origin, bothLanguages(only ?? [...pages, article]))
})

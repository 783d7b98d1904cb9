/**
 * The site search at the launch size and with a large archive, beside a
 * first visit of an article page in the same run:
 *   npm run build && npm run bench:search -- [--articles 10000] [--pg]
 *
 * Prepares the launch site and the archive as bench:scale does (npm run
 * seed:bulk; kept in data/bench/ and reused), starts the build on each and
 * prints p50/p95 of: searches asked for the first time (the relevance set's
 * queries in both languages, and words every generated article or none has,
 * filtered, paged, misspelt), the same searches asked again, and first
 * visits of 200 article pages. Goal (pass/fail, exit code 1 on a miss): the
 * first-time searches' p95 with the archive ≤ 2 × the p95 of the articles'
 * first visits in the same run.
 */
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { newsArticleHref } from '../src/content-types/news/content/routes'
import { searchHref } from '../src/content/search/routes'
import { relevance } from '../tests/fixtures/search-relevance'
import { measure, prepare, site, sitemapArticles, type Figures, type Site } from './bench-archive'
import { withServer } from './bench-server'

const GOAL_RATIO = 2
const ARTICLE_VISITS = 200
const port = Number(process.env.BENCH_PORT ?? 3300)

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    articles: { type: 'string', default: '10000' },
    pg: { type: 'boolean' },
  },
})
const articles = Number(values.articles)
if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles: a whole number')
const onPostgres = values.pg === true

/**
 * Searches that cost the most in an archive: words in every generated
 * article (every row matches and is ranked), in many, in none (the
 * misspelling and compound fallbacks run), with a type and a deep page.
 */
const archiveSearches: string[] = [
  searchHref({ q: '天衍' }),
  `/en${searchHref({ q: 'Tianyan' })}`,
  searchHref({ q: '郑州 医院' }),
  `/en${searchHref({ q: 'Zhengzhou hospital' })}`,
  searchHref({ q: '天衍 大模型', kind: 'article', page: 3 }),
  `/en${searchHref({ q: 'Tianyan model', kind: 'article', page: 3 })}`,
  searchHref({ q: '量子纠缠' }),
  `/en${searchHref({ q: 'quantum entanglement' })}`,
  `/en${searchHref({ q: 'Shenzen' })}`,
  `/en${searchHref({ q: 'hospitals retailers' })}`,
]

/** Every search of the run, each asked once before (so: first time on this server). */
const searches = [
  ...relevance.zh.map(({ q }) => searchHref({ q })),
  ...relevance.en.map(({ q }) => `/en${searchHref({ q })}`),
  ...archiveSearches,
]

type Result = { articles: number; figures: Record<string, Figures> }

async function run(target: Site): Promise<Result> {
  return withServer(
    port,
    async (origin) => {
      // Each language's articles at its own address (some are in one language only).
      const pages = [
        ...(await sitemapArticles(origin, '')).map(newsArticleHref),
        ...(await sitemapArticles(origin, '/en')).map((id) => `/en${newsArticleHref(id)}`),
      ]
      // Warm the server as a visitor's first minute would (home, list, one search).
      await measure(origin, ['/', '/news', searchHref({ q: '模型' })])
      const figures: Record<string, Figures> = {}
      figures['search, first time'] = await measure(origin, searches)
      figures['search, again'] = await measure(origin, searches, 3)
      // Article pages spread over the archive and both languages, each
      // visited once: rendered for the first time.
      const step = Math.max(1, Math.floor(pages.length / ARTICLE_VISITS))
      const sample = pages.filter((_, index) => index % step === 0).slice(0, ARTICLE_VISITS)
      figures['article page, first visit'] = await measure(origin, sample)
      return { articles: new Set(pages.map((page) => page.replace(/^\/en/, ''))).size, figures }
    },
    {
      ready: '/api/health/ready',
      // One address asks every search here: no limit per address.
      env: {
        DATABASE_URL: target.databaseUrl,
        MEDIA_DIR: target.mediaDir,
        SEARCH_RATE_LIMIT: '0',
      },
    },
  )
}

async function main() {
  mkdirSync('data/bench', { recursive: true })
  const kind = onPostgres ? 'PostgreSQL' : 'SQLite'
  const launch = site('launch', onPostgres)
  const scale = site(`scale-${articles}`, onPostgres)
  prepare(launch, 0)
  prepare(scale, articles)
  const before = await run(launch)
  const after = await run(scale)

  console.log(
    `\n${kind}: search on the launch site (${before.articles} articles) and with ${after.articles} articles; ${searches.length} searches`,
  )
  console.table(
    Object.keys(after.figures).map((route) => ({
      route,
      'launch p50': Math.round(before.figures[route]?.p50 ?? NaN),
      'launch p95': Math.round(before.figures[route]?.p95 ?? NaN),
      'archive p50': Math.round(after.figures[route]?.p50 ?? NaN),
      'archive p95': Math.round(after.figures[route]?.p95 ?? NaN),
      requests: after.figures[route]?.n,
    })),
  )
  const search = after.figures['search, first time']!.p95
  const article = after.figures['article page, first visit']!.p95
  const ratio = search / article
  const met = ratio <= GOAL_RATIO
  console.log(
    `With ${after.articles} articles, a first-time search p95 ${search.toFixed(0)} ms beside an article's first visit p95 ${article.toFixed(0)} ms: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×): ${met ? 'pass' : 'FAIL'}`,
  )
  process.exitCode = met ? 0 : 1
}

await main()

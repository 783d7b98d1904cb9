/**
 * The site with a large archive beside the launch site, in the same run:
 *   npm run build && npm run bench:scale -- --articles 10000 [--pg]
 *
 * Builds nothing: it prepares two databases (the launch content alone, and
 * the launch content with N generated articles from npm run seed:bulk; both
 * kept in data/bench/ and reused by the next run), starts the build on each
 * and prints, for both: the first start; p50/p95 of the cached list views,
 * feeds and sitemaps (both servers up, each request to one then the other,
 * on ports BENCH_PORT and BENCH_PORT + 1); first visits of deep list pages and of articles, and
 * repeated visits; the server's memory before visiting distinct articles,
 * after 2,000 and after 2,000 more; how long a publish takes to show on
 * every surface.
 * Goals (pass/fail, exit code 1 on a miss): p95 ≤ 1.5 × the launch site's
 * for every route; memory after the first 2,000 articles ≤ 1.5 × before,
 * and after the next 2,000 ≤ 1.1 × after the first (flat);
 * publish ≤ 5 s on every surface; the admin's list of articles, opened,
 * searched by title in both languages and filtered by category, status and
 * date, answers within 1 s. `--pg` runs the same on PostgreSQL
 * (the server of scripts/pg-test.sh, in databases of their own).
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { newsCategories } from '../src/content-types/news/content/model'
import { newsArticleHref, newsFeedHref } from '../src/content-types/news/content/routes'
import {
  admin,
  measure,
  prepare,
  quantile,
  sitemapArticles,
  timed,
  site,
  type Crawled,
  type Figures,
  type Site,
} from './bench-archive'
import { withServer, type BenchServer } from './bench-server'

const GOAL_RATIO = 1.5
const GOAL_MEMORY_RATIO = 1.5
/** Memory after the second round of distinct articles, beside after the first. */
const GOAL_MEMORY_FLAT = 1.1
const GOAL_PUBLISH_MS = 5_000
/** The admin's list, searched or filtered, answers within this (p95, the whole page). */
const GOAL_ADMIN_MS = 1_000
const MEMORY_ARTICLES = 2_000
/**
 * Requests per cached route: a cached answer takes about 10 ms, and one
 * collection of the garbage can double a few of them; with 200 the p95 is
 * the 10th slowest, not one pause.
 */
const CACHED_ROUNDS = 200
const port = Number(process.env.BENCH_PORT ?? 3300)

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    articles: { type: 'string', default: '10000' },
    pg: { type: 'boolean' },
    'heap-mb': { type: 'string', default: '512' },
  },
})
const articles = Number(values.articles)
if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles: a whole number')
const onPostgres = values.pg === true
/**
 * Both servers run with this heap limit, as an instance is deployed
 * (README, "Memory"): without one, V8 lets its heap grow toward its default
 * limit (4 GB here) before collecting hard, and the resident size then tells
 * how lazily it collects rather than what the server keeps.
 */
const heapMb = Number(values['heap-mb'])
if (!Number.isInteger(heapMb) || heapMb < 128) throw new Error('--heap-mb: a whole number ≥ 128')

/** The server process's resident memory in MB (the node process npm start runs). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024
}

/** The number of pages of the plain list, as its pagination says ("1 / N"). */
async function lastPage(origin: string, locale: '' | '/en', query = ''): Promise<number> {
  const html = await (await fetch(`${origin}${locale}/news?view=list${query}`)).text()
  // "第 1 页，共 N 页": the second number of the pagination's current-page line
  // (a <p>; the header's link to the list is marked current too).
  const match = /<p aria-current="page"[^>]*>\D*\d+\D+?(\d+)/.exec(html)
  return match ? Number(match[1]) : 1
}

/** The bench's admin account's session token. */
async function signIn(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

/** The admin's list of articles, as an editor opens, searches and filters it. */
const adminLists: [string, string][] = [
  ['admin: news list', '/admin/collections/news?locale=zh'],
  [
    'admin: search by title (zh)',
    `/admin/collections/news?locale=zh&search=${encodeURIComponent('郑州')}`,
  ],
  ['admin: search by title (en)', '/admin/collections/news?locale=en&search=Zhengzhou'],
  [
    'admin: filter by category',
    '/admin/collections/news?locale=zh&where[category][equals]=industry',
  ],
  ['admin: filter by status', '/admin/collections/news?locale=zh&where[_status][equals]=draft'],
  [
    'admin: filter by date',
    '/admin/collections/news?locale=zh&where[publishedAt][less_than]=2020-01-01T00:00:00.000Z',
  ],
]

/** Publishes an article in both languages and waits until every surface shows it. */
async function publish(origin: string): Promise<Record<string, number>> {
  const token = await signIn(origin)
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const media = (await (
    await fetch(`${origin}/api/media?limit=1&depth=0`, { headers })
  ).json()) as { docs: { id: number }[] }
  const stamp = Date.now()
  const body = (text: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [{ type: 'text', version: 1, text }],
        },
      ],
    },
  })
  // The sitemaps as a crawler read them before the publish.
  const crawled: Record<'zh' | 'en', Crawled> = { zh: new Map(), en: new Map() }
  await sitemapArticles(origin, '', crawled.zh)
  await sitemapArticles(origin, '/en', crawled.en)
  const started = Date.now()
  const created = await fetch(`${origin}/api/news?locale=zh`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `规模测试文章 ${stamp}`,
      summary: '用于测量发布速度的文章。',
      body: body('这篇文章用于测量发布到各个页面所需的时间。'),
      category: 'company',
      cover: media.docs[0]?.id,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    }),
  })
  if (created.status !== 201) throw new Error(`Create answered ${created.status}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const updated = await fetch(`${origin}/api/news/${doc.id}?locale=en`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      title: `Scale test article ${stamp}`,
      summary: 'An article that measures how fast a publish shows.',
      body: body('This article measures how long a publish takes to reach every page.'),
      _status: 'published',
    }),
  })
  if (updated.status !== 200) throw new Error(`Update answered ${updated.status}`)
  const saved = Date.now() - started
  const href = newsArticleHref(doc.id)
  const surfaces: Record<string, () => Promise<boolean>> = {
    'article zh': async () => (await fetch(origin + href)).status === 200,
    'article en': async () => (await fetch(`${origin}/en${href}`)).status === 200,
    'list zh': async () => (await (await fetch(`${origin}/news`)).text()).includes(`${href}"`),
    'list en': async () => (await (await fetch(`${origin}/en/news`)).text()).includes(`${href}"`),
    'search zh': async () =>
      (await (await fetch(`${origin}/search?q=${stamp}`)).text()).includes(`${href}"`),
    'search en': async () =>
      (await (await fetch(`${origin}/en/search?q=${stamp}`)).text()).includes(`${href}"`),
    'home zh': async () =>
      (
        await (await fetch(`${origin}/`, { headers: { 'accept-language': 'zh-CN' } })).text()
      ).includes(`${href}"`),
    'feed zh': async () => (await (await fetch(`${origin}${newsFeedHref}`)).text()).includes(href),
    'feed en': async () =>
      (await (await fetch(`${origin}/en${newsFeedHref}`)).text()).includes(href),
    'sitemap zh': async () => (await sitemapArticles(origin, '', crawled.zh)).includes(doc.id),
    'sitemap en': async () => (await sitemapArticles(origin, '/en', crawled.en)).includes(doc.id),
  }
  const shown: Record<string, number> = { 'saved (both languages)': saved }
  await Promise.all(
    Object.entries(surfaces).map(async ([name, check]) => {
      for (;;) {
        if (await check()) break
        if (Date.now() - started > 60_000) throw new Error(`${name} did not show the article`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      shown[name] = Date.now() - started
    }),
  )
  await fetch(`${origin}/api/news/${doc.id}`, { method: 'DELETE', headers })
  return shown
}

type Result = {
  firstStartMs: number
  routes: Record<string, Figures>
  memory?: { beforeMb: number; afterMb: number; laterMb: number }
  publish: Record<string, number>
  articles: number
}

/** How a site's server is started: its database, media and heap. */
function serverOf(target: Site) {
  return {
    ready: '/api/health/ready',
    env: {
      DATABASE_URL: target.databaseUrl,
      MEDIA_DIR: target.mediaDir,
      NODE_OPTIONS: `--max-old-space-size=${heapMb}`,
    },
  }
}

/** The cached routes of a site, by name: list views, feeds, sitemaps and one sitemap file. */
async function cachedRoutes(origin: string): Promise<[string, string][]> {
  const cached = [
    '/news',
    '/en/news',
    '/news?category=industry',
    '/news?year=2025',
    '/news?year=2025&month=3&view=list',
    newsFeedHref,
    `/en${newsFeedHref}`,
    '/sitemap.xml',
    '/en/sitemap.xml',
  ]
  // A file of the sitemap: the first one its index lists, or the sitemap itself.
  const index = await (await fetch(`${origin}/sitemap.xml`)).text()
  const firstFile = /<sitemapindex[\s\S]*?<loc>([^<]+)<\/loc>/.exec(index)?.[1]
  return [
    ...cached.map((route): [string, string] => [route, route]),
    ['a sitemap file', firstFile ? new URL(firstFile).pathname : '/sitemap.xml'],
  ]
}

/**
 * The cached routes of both sites, side by side: both servers up, and each
 * request to one followed by the same to the other (which goes first
 * alternating), so that the machine's pauses fall on both alike. A cached
 * answer takes a few ms, and measured one site after the other, a few pauses
 * landing in one site's time only decided its p95.
 */
async function cachedSideBySide(
  launch: Site,
  scale: Site,
): Promise<{ launch: Record<string, Figures>; scale: Record<string, Figures> }> {
  return withServer(
    port,
    (launchOrigin) =>
      withServer(
        port + 1,
        async (scaleOrigin) => {
          const launchRoutes = new Map(await cachedRoutes(launchOrigin))
          const figures: { launch: Record<string, Figures>; scale: Record<string, Figures> } = {
            launch: {},
            scale: {},
          }
          for (const [name, route] of await cachedRoutes(scaleOrigin)) {
            const pair = [
              {
                origin: launchOrigin,
                route: launchRoutes.get(name) ?? route,
                times: [] as number[],
              },
              { origin: scaleOrigin, route, times: [] as number[] },
            ] as const
            for (const side of pair) await timed(side.origin, side.route)
            for (let round = 0; round < CACHED_ROUNDS; round++) {
              for (const side of round % 2 ? [pair[1], pair[0]] : pair) {
                side.times.push(await timed(side.origin, side.route))
              }
            }
            const [a, b] = pair.map((side) => ({
              p50: quantile(side.times, 0.5),
              p95: quantile(side.times, 0.95),
              n: side.times.length,
            }))
            figures.launch[name] = a!
            figures.scale[name] = b!
          }
          return figures
        },
        serverOf(scale),
      ),
    serverOf(launch),
  )
}

/** Everything measured on one site. */
async function run(target: Site, withMemory: boolean): Promise<Result> {
  const started = Date.now()
  let firstStartMs = 0
  return withServer(
    port,
    async (origin, server: BenchServer) => {
      firstStartMs = Date.now() - started
      console.log(`${target.name}: started in ${(firstStartMs / 1000).toFixed(1)} s`)
      const inChinese = await sitemapArticles(origin, '')
      const chinese = new Set(inChinese)
      const inEnglishOnly = (await sitemapArticles(origin, '/en')).filter((id) => !chinese.has(id))
      const ids = [...inChinese, ...inEnglishOnly]
      /** An article's page in a language it is written in (5 % are in English only). */
      const pathOf = (id: number) => `${chinese.has(id) ? '' : '/en'}${newsArticleHref(id)}`
      const routes: Record<string, Figures> = {}
      // Pages of the list past the first, each visited for the first time
      // (not cached yet): per language, of the whole list and of each
      // category, the last page and one halfway, each as a list and a grid.
      const deep: string[] = []
      for (const locale of ['', '/en'] as const) {
        for (const query of ['', ...newsCategories.map((category) => `&category=${category}`)]) {
          const pages = await lastPage(origin, locale, query)
          for (const page of new Set([pages, Math.ceil(pages / 2)])) {
            if (page < 2) continue
            for (const view of ['list', 'grid']) {
              deep.push(`${locale}/news?page=${page}&view=${view}${query}`)
            }
          }
        }
      }
      if (deep.length > 0) routes['deep list pages, first visit'] = await measure(origin, deep)
      const sample = ids.slice(0, 200).map(pathOf)
      routes['articles, first visit'] = await measure(origin, sample)
      routes['articles, repeated'] = await measure(origin, sample, 2)
      let memory: Result['memory']
      if (withMemory) {
        const visit = async (from: number) => {
          const visits = ids.slice(from, from + MEMORY_ARTICLES)
          for (const [index, id] of visits.entries()) {
            await timed(origin, `${index % 2 ? '/en' : ''}${newsArticleHref(id)}`).catch(() => 0)
          }
          return residentMb(server.pid)
        }
        const beforeMb = residentMb(server.pid)
        const afterMb = await visit(200)
        const laterMb = await visit(200 + MEMORY_ARTICLES)
        memory = { beforeMb, afterMb, laterMb }
        console.log(
          `${target.name}: memory ${beforeMb.toFixed(0)} MB before distinct articles, ${afterMb.toFixed(0)} MB after ${MEMORY_ARTICLES}, ${laterMb.toFixed(0)} MB after ${MEMORY_ARTICLES} more`,
        )
      }
      const cookie = { cookie: `payload-token=${await signIn(origin)}` }
      for (const [name, route] of adminLists) {
        await timed(origin, route, cookie)
        routes[name] = await measure(origin, [route], 5, cookie)
      }
      const shown = await publish(origin)
      return { firstStartMs, routes, memory, publish: shown, articles: ids.length }
    },
    serverOf(target),
  )
}

async function main() {
  mkdirSync('data/bench', { recursive: true })
  const kind = onPostgres ? 'PostgreSQL' : 'SQLite'
  const launch = site('launch', onPostgres)
  const scale = site(`scale-${articles}`, onPostgres)
  prepare(launch, 0)
  prepare(scale, articles)
  const cached = await cachedSideBySide(launch, scale)
  const before = await run(launch, false)
  const after = await run(scale, true)
  before.routes = { ...cached.launch, ...before.routes }
  after.routes = { ...cached.scale, ...after.routes }

  console.log(
    `\n${kind}: the launch site (${before.articles} articles) beside ${after.articles} articles`,
  )
  console.log(`Both servers with a heap of at most ${heapMb} MB (--heap-mb)`)
  console.log(
    `First start: ${(before.firstStartMs / 1000).toFixed(1)} s beside ${(after.firstStartMs / 1000).toFixed(1)} s`,
  )
  const rows = Object.entries(after.routes).map(([route, figures]) => {
    const base = before.routes[route]
    const ratio = base ? figures.p95 / base.p95 : NaN
    return {
      route,
      'launch p50': Math.round(base?.p50 ?? NaN),
      'launch p95': Math.round(base?.p95 ?? NaN),
      'archive p50': Math.round(figures.p50),
      'archive p95': Math.round(figures.p95),
      'p95 ratio': Number(ratio.toFixed(2)),
      // The admin's lists have a goal of their own: under a second.
      [`≤ ${GOAL_RATIO}×`]: (
        route.startsWith('admin:') ? figures.p95 <= GOAL_ADMIN_MS : ratio <= GOAL_RATIO
      )
        ? 'pass'
        : 'FAIL',
    }
  })
  console.table(rows)
  const memoryRatio = after.memory ? after.memory.afterMb / after.memory.beforeMb : NaN
  const flatRatio = after.memory ? after.memory.laterMb / after.memory.afterMb : NaN
  console.log(
    `Memory after ${MEMORY_ARTICLES} distinct articles: ${after.memory?.beforeMb.toFixed(0)} → ${after.memory?.afterMb.toFixed(0)} MB (${memoryRatio.toFixed(2)}×, goal ≤ ${GOAL_MEMORY_RATIO}×): ${memoryRatio <= GOAL_MEMORY_RATIO ? 'pass' : 'FAIL'}`,
  )
  console.log(
    `Memory after ${MEMORY_ARTICLES} more: ${after.memory?.laterMb.toFixed(0)} MB (${flatRatio.toFixed(2)}× the first, goal ≤ ${GOAL_MEMORY_FLAT}×): ${flatRatio <= GOAL_MEMORY_FLAT ? 'pass' : 'FAIL'}`,
  )
  const publishRows = Object.keys(after.publish).map((surface) => ({
    surface,
    'launch ms': before.publish[surface],
    'archive ms': after.publish[surface],
    [`≤ ${GOAL_PUBLISH_MS} ms`]:
      (after.publish[surface] ?? Infinity) <= GOAL_PUBLISH_MS &&
      (before.publish[surface] ?? Infinity) <= GOAL_PUBLISH_MS
        ? 'pass'
        : 'FAIL',
  }))
  console.log('Publish: from the first save until each surface shows the article')
  console.table(publishRows)
  const failed =
    rows.filter((row) => row[`≤ ${GOAL_RATIO}×`] !== 'pass').length +
    (memoryRatio <= GOAL_MEMORY_RATIO ? 0 : 1) +
    (flatRatio <= GOAL_MEMORY_FLAT ? 0 : 1) +
    publishRows.filter((row) => row[`≤ ${GOAL_PUBLISH_MS} ms`] !== 'pass').length
  console.log(failed === 0 ? 'Every goal met.' : `${failed} goal(s) missed.`)
  process.exitCode = failed === 0 ? 0 : 1
}

await main()

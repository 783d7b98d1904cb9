/**
 * What the archive benchmarks share (npm run bench:scale, bench:search): the
 * launch site and a large archive prepared by npm run seed:bulk, and timing.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { newsArticleHref } from '../src/content-types/news/content/routes'

/** The benchmarks' admin account (created by seed:bulk). */
export const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-2026' }

export type Site = { name: string; databaseUrl: string; mediaDir: string }

/**
 * A database (created when missing, kept in data/bench/ for the next run) and
 * the media folder of one of a benchmark's sites: a SQLite file, or on
 * PostgreSQL (`onPostgres`) a database of its own on scripts/pg-test.sh's server.
 */
export function site(name: string, onPostgres: boolean): Site {
  const mediaDir = path.resolve('data/bench', `${name}-media`)
  mkdirSync(mediaDir, { recursive: true })
  if (!onPostgres) {
    return { name, databaseUrl: `file:${path.resolve('data/bench', `${name}.db`)}`, mediaDir }
  }
  const database = `bench_${name.replace(/\W/g, '_')}`
  const url = execFileSync('bash', ['scripts/pg-test.sh', 'create', database]).toString().trim()
  return { name, databaseUrl: url, mediaDir }
}

/** Brings a site's database to `count` generated articles (npm run seed:bulk; 0: launch content only). */
export function prepare(target: Site, count: number) {
  const started = Date.now()
  execFileSync('npm', ['run', '-s', 'seed:bulk', '--', '--articles', String(count)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: target.databaseUrl,
      MEDIA_DIR: target.mediaDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  console.log(`${target.name}: database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** How long one request takes to its last byte; fails on anything but 200. */
export async function timed(
  origin: string,
  route: string,
  headers: HeadersInit = {},
): Promise<number> {
  const started = performance.now()
  const response = await fetch(origin + route, {
    headers: { 'accept-language': 'zh-CN', ...headers },
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}`)
  return performance.now() - started
}

export type Figures = { p50: number; p95: number; n: number }

export async function measure(
  origin: string,
  routes: string[],
  rounds = 1,
  headers: HeadersInit = {},
): Promise<Figures> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const route of routes) times.push(await timed(origin, route, headers))
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length }
}

/** What a crawler read of a sitemap: per file, its last change and articles. */
export type Crawled = Map<string, { lastModified: string; ids: number[] }>

/**
 * Every article a language's sitemap lists (following its index), read as a
 * crawler does: with what it read before (`crawled`: each file's last
 * change, as the index gave it), only the files whose last change moved.
 */
export async function sitemapArticles(
  origin: string,
  locale: '' | '/en',
  crawled: Crawled = new Map(),
): Promise<number[]> {
  const read = async (url: string) => (await fetch(url)).text()
  const xml = await read(`${origin}${locale}/sitemap.xml`)
  if (!xml.includes('<sitemapindex')) return articlesIn(xml)
  const entries = xml.matchAll(
    /<sitemap>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/sitemap>/g,
  )
  const ids: number[] = []
  for (const [, file = '', lastModified = ''] of entries) {
    const known = crawled.get(file)
    const current =
      known?.lastModified === lastModified
        ? known
        : { lastModified, ids: articlesIn(await read(origin + new URL(file).pathname)) }
    crawled.set(file, current)
    ids.push(...current.ids)
  }
  return ids
}

/** The ids of the articles a sitemap file lists. */
function articlesIn(xml: string): number[] {
  const article = newsArticleHref(0).replace(/0$/, '')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/^\/en/, ''))
    .filter((pathname) => pathname.startsWith(article))
    .map((pathname) => Number(pathname.slice(article.length)))
}

import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { newsArticleHref } from '../../src/content-types/news/content/routes'
import { expect, test } from './fixtures'
import { logIn } from './admin-session'
import { copyDatabase, startInstance, type Instance } from './instance'
import { freePort } from '../../scripts/free-port'

// An archive of 2,000 generated articles (npm run seed:bulk) on an instance
// of its own: every article a visitor may read is reachable from its month's
// view by next-page links and is listed in the sitemap, which is split into
// files when the limit is set low; the admin's list answers.
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const ARTICLES = 2_000
const SITEMAP_MAX_URLS = 300
const dir = mkdtempSync(path.join(tmpdir(), 'site-archive-'))
const databaseUrl = `file:${path.join(dir, 'site.db')}`
const mediaDir = path.join(dir, 'media')
let instance: Instance | undefined

test.beforeAll(async () => {
  test.setTimeout(600_000)
  await copyDatabase(path.join(dir, 'site.db'))
  cpSync(process.env.MEDIA_DIR ?? 'data/media', mediaDir, { recursive: true })
  // The README's command, on the instance's copy of the database.
  await promisify(execFile)(
    'npm',
    ['run', '-s', 'seed:bulk', '--', '--articles', String(ARTICLES)],
    { env: { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir } },
  )
  const port = await freePort()
  instance = await startInstance(
    {
      MEDIA_DIR: mediaDir,
      SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS),
      // Its own address: the admin saves only from the site's address.
      SITE_URL: `http://localhost:${port}`,
    },
    { database: databaseUrl, port },
  )
})

test.afterAll(async () => {
  await instance?.close()
  rmSync(dir, { recursive: true, force: true })
})

const prefix = (locale: 'zh' | 'en') => (locale === 'en' ? '/en' : '')
const articlePrefix = newsArticleHref(0).replace(/0$/, '')

async function text(url: string): Promise<string> {
  const response = await fetch(instance!.origin + url)
  expect(response.status, url).toBe(200)
  return response.text()
}

/** The articles a visitor may read in `locale`, with their months, as the CMS counts them. */
async function visibleArticles(locale: 'zh' | 'en') {
  const login = await fetch(`${instance!.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({
    locale,
    depth: '0',
    limit: '0',
    pagination: 'false',
    'select[publishedAt]': 'true',
    'where[_status][equals]': 'published',
    'where[publishedAt][less_than_equal]': new Date().toISOString(),
    'where[translations][in]': locale,
  })
  const response = await fetch(`${instance!.origin}/api/news?${query}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number; publishedAt: string }[] }
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
  })
  return docs.map((doc) => {
    const parts = month.formatToParts(new Date(doc.publishedAt))
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    return { ...doc, year: part('year'), month: part('month') }
  })
}

/** The article ids a list view shows, following its next-page links to the end. */
async function walkView(start: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = []
  let url: string | undefined = start
  let pages = 0
  while (url) {
    const html = await text(url)
    pages++
    for (const match of html.matchAll(/href="(?:\/en)?\/news\/detail\/(\d+)"/g)) {
      ids.push(Number(match[1]))
    }
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(
      html,
    )
    url = next ? (next[1] ?? next[2])!.replaceAll('&amp;', '&') : undefined
    expect(pages, start).toBeLessThan(500)
  }
  return { ids, pages }
}

for (const locale of ['zh', 'en'] as const) {
  test(`every readable article of 2,000 is reached from its month's view by next-page links (${locale})`, async () => {
    const articles = await visibleArticles(locale)
    // The archive's few drafts, scheduled and other-language articles are left out.
    expect(articles.length).toBeGreaterThan(ARTICLES * 0.85)
    const months = new Map<string, Set<number>>()
    for (const article of articles) {
      const key = `${article.year}-${article.month}`
      months.set(key, (months.get(key) ?? new Set()).add(article.id))
    }
    const reached = new Set<number>()
    let deepest = 0
    for (const [key, expected] of months) {
      const [year, month] = key.split('-')
      const { ids, pages } = await walkView(
        `${prefix(locale)}/news?year=${year}&month=${month}&view=list`,
      )
      deepest = Math.max(deepest, pages)
      for (const id of ids) if (expected.has(id)) reached.add(id)
      expect(
        [...expected].filter((id) => !ids.includes(id)),
        key,
      ).toEqual([])
    }
    expect(reached.size).toBe(articles.length)
    expect(deepest).toBeGreaterThan(1)

    // The plain list's last page (beyond the 100 pages a list once had) shows the oldest article.
    const pages = Math.ceil(articles.length / 9)
    expect(pages).toBeGreaterThan(100)
    const last = await text(`${prefix(locale)}/news?page=${pages}&view=list`)
    expect(last).toContain(locale === 'zh' ? `第 ${pages} 页` : `Page ${pages} of ${pages}`)
    const [oldest] = [...articles].sort(
      (a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id,
    )
    expect(last).toContain(`${newsArticleHref(oldest!.id)}"`)
  })

  test(`the sitemap is an index of files of at most ${SITEMAP_MAX_URLS} URLs listing every readable article (${locale})`, async () => {
    const articles = await visibleArticles(locale)
    const index = await text(`${prefix(locale)}/sitemap.xml`)
    expect(index).toContain('<sitemapindex')
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(articles.length / SITEMAP_MAX_URLS))
    const listed: string[] = []
    for (const file of files) {
      expect(file).toMatch(new RegExp(`^${prefix(locale)}/sitemaps/\\d+\\.xml$`))
      const xml = await text(file)
      expect(xml).toContain('<urlset')
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
        const url = new URL(match[1]!.replaceAll('&amp;', '&'))
        return url.pathname + url.search
      })
      expect(urls.length).toBeGreaterThan(0)
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
      // Each URL keeps its language alternates.
      for (const entry of xml.split('<url>').slice(1)) expect(entry).toContain('<xhtml:link')
      listed.push(...urls)
    }
    expect(new Set(listed).size).toBe(listed.length)
    const listedArticles = new Set(
      listed
        .map((pathname) => pathname.replace(/^\/en/, ''))
        .filter((pathname) => pathname.startsWith(articlePrefix))
        .map((pathname) => Number(pathname.slice(articlePrefix.length))),
    )
    expect(articles.filter((article) => !listedArticles.has(article.id))).toEqual([])
    expect(listedArticles.size).toBe(articles.length)
    // A file beyond the last is not found.
    const beyond = await fetch(
      `${instance!.origin}${prefix(locale)}/sitemaps/${files.length + 1}.xml`,
    )
    expect(beyond.status).toBe(404)
  })
}

/** A desktop page of the instance's admin, signed in. */
async function signedIn(browser: Browser) {
  const context = await browser.newContext({
    baseURL: instance!.origin,
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await logIn(page)
  return { context, page }
}

test('the admin lists the archive: its list opens, counts it and searches by title', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser)
  await page.goto('/admin/collections/news')
  const rows = page.locator('.table tbody tr')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  // "1-10 / 2,0xx": the whole archive is counted.
  await expect(page.locator('.page-controls').first()).toContainText(/2[,.]?0\d\d/)
  // Search by title in both content languages (named in the address: the
  // account's last choice, kept from earlier tests, must not decide it).
  for (const [locale, word] of [
    ['zh', '郑州'],
    ['en', 'Zhengzhou'],
  ] as const) {
    await page.goto(`/admin/collections/news?locale=${locale}`)
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
    await page.locator('.search-filter__input').fill(word)
    await expect(page).toHaveURL(/search=/)
    await expect(rows.first()).toContainText(word, { timeout: 15_000 })
    for (const row of await rows.all()) await expect(row).toContainText(word)
  }
  await context.close()
})

test('the admin filters the archive by category, status and date, and unpublishes and publishes several articles at once', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser)
  const rows = page.locator('.table tbody tr')
  const list = async (where: Record<string, string>) => {
    await page.goto(`/admin/collections/news?locale=zh&${new URLSearchParams(where)}`)
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  }
  // What the list's filter control writes into the address.
  await list({ 'where[category][equals]': 'industry' })
  for (const cell of await page.locator('.table tbody td.cell-category').all()) {
    await expect(cell).toHaveText('行业动态')
  }
  await list({ 'where[_status][equals]': 'draft' })
  await expect(page.locator('.page-controls').first()).toContainText(/\d/)
  for (const cell of await page.locator('.table tbody td.cell-publication').all()) {
    await expect(cell).toContainText('草稿')
  }
  await list({ 'where[publishedAt][less_than]': '2015-01-01T00:00:00.000Z' })
  for (const cell of await page.locator('.table tbody td.cell-publishedAt').all()) {
    await expect(cell).toContainText('2014')
  }

  // Two articles readable in both languages, unpublished and published again from the list.
  const english = new Set((await visibleArticles('en')).map((article) => article.id))
  const chosen = (await visibleArticles('zh'))
    .filter((article) => english.has(article.id))
    .slice(0, 2)
    .map((article) => article.id)
  expect(chosen).toHaveLength(2)
  const statuses = async () =>
    Promise.all(
      chosen.flatMap((id) =>
        ['', '/en'].map(
          async (prefix) =>
            (await fetch(`${instance!.origin}${prefix}${articlePrefix}${id}`)).status,
        ),
      ),
    )
  expect(await statuses()).toEqual([200, 200, 200, 200])
  const selectBoth = async () => {
    await list({ 'where[id][in]': chosen.join(',') })
    await expect(rows).toHaveCount(2)
    await page.locator('.table thead input[type="checkbox"]').check()
  }
  await selectBoth()
  await page.getByRole('button', { name: '取消发布', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click()
  await expect.poll(statuses, { timeout: 10_000 }).toEqual([404, 404, 404, 404])
  await selectBoth()
  await page.getByRole('button', { name: '发布', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click()
  await expect.poll(statuses, { timeout: 10_000 }).toEqual([200, 200, 200, 200])
  await context.close()
})

import { createArticle } from './content-api'
import { lockDatabase } from './database-lock'
import { catalogues, expect, localePath, siteOrigin, test } from './fixtures'
import { publishedNews, yearMonth } from './launch-news'

// These tests change what every visitor sees (a newest article, a locked
// database), so they run alone, after the other end-to-end tests.
test.describe.configure({ mode: 'serial' })

test('a scheduled article becomes visible after its time, without anyone acting', async ({
  request,
}) => {
  const stamp = Date.now()
  const article = await createArticle(request, {
    zh: { title: `定时发布 ${stamp}`, summary: '到点自动发布。', body: '正文。' },
    en: { title: `Scheduled ${stamp}`, summary: 'Appears on time.', body: 'Body.' },
    publishedAt: new Date(Date.now() + 6_000).toISOString(),
  })
  try {
    expect((await request.get(`/news/detail/${article.id}`)).status()).toBe(404)
    expect(await (await request.get('/news')).text()).not.toContain(`定时发布 ${stamp}`)
    await expect
      .poll(async () => (await request.get(`/news/detail/${article.id}`)).status(), {
        timeout: 15_000,
      })
      .toBe(200)
    await expect
      .poll(async () => (await request.get(`/en/news/detail/${article.id}`)).status(), {
        timeout: 6_000,
      })
      .toBe(200)
    await expect
      .poll(async () => (await request.get('/news')).text(), { timeout: 6_000 })
      .toContain(`定时发布 ${stamp}`)
  } finally {
    await article.remove()
  }
})

test('cached filtered views show a new article, offer its year, and drop it when it goes', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const title = `Industry view ${stamp}`
  const oldTitle = `A year of its own ${stamp}`
  const view = '/en/news?category=industry&view=list'
  // A year outside the archive: sent on to the list without it, rendering nothing.
  const yearView = '/en/news?year=2012&view=list'
  const text = async (path: string) => (await request.get(path)).text()
  const status = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status()
  // The views are rendered and cached before anything changes.
  for (const path of [view, view, yearView]) expect(await text(path)).not.toContain(title)
  expect(await status(yearView)).toBe(307)

  const recent = await createArticle(request, {
    zh: { title: `行业视图 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title, summary: 'Summary.', body: 'Body.' },
    category: 'industry',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  })
  const old = await createArticle(request, {
    zh: { title: `独占一年 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: oldTitle, summary: 'Summary.', body: 'Body.' },
    publishedAt: '2012-05-10T04:00:00.000Z',
  })
  try {
    await expect.poll(() => text(view), { timeout: 6_000 }).toContain(title)
    // The year now holds an article, so the same URL shows that year alone.
    await expect.poll(() => text(yearView), { timeout: 6_000 }).toContain(oldTitle)
    // The banner features the latest articles whatever the filter; the list holds one.
    await page.goto(yearView)
    await expect(page.locator('main ul[data-view] > li')).toHaveCount(1)
    await expect(page.locator('main ul[data-view]')).toContainText(oldTitle)
  } finally {
    await recent.remove()
    await old.remove()
  }
  await expect.poll(() => text(view), { timeout: 6_000 }).not.toContain(title)
  await expect.poll(() => text(yearView), { timeout: 6_000 }).not.toContain(oldTitle)
  // The year is outside the archive again.
  await expect.poll(() => status(yearView), { timeout: 6_000 }).toBe(307)
})

test('an article without English is absent from every English page and feed', async ({
  request,
}) => {
  const stamp = Date.now()
  const title = `只有中文的文章 ${stamp}`
  const article = await createArticle(request, {
    zh: { title, summary: '这篇文章还没有英文版。', body: '正文。' },
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  })
  const detail = `/news/detail/${article.id}`
  const link = (locale: 'zh' | 'en') => `${siteOrigin}${localePath(locale, detail)}`
  const text = async (path: string) => (await request.get(path)).text()
  try {
    // Chinese: the page (with no English alternate), the list, the feed and the sitemap.
    await expect.poll(() => text('/news'), { timeout: 6_000 }).toContain(title)
    const page = await request.get(detail)
    expect(page.status()).toBe(200)
    const html = await page.text()
    expect(html).toContain(title)
    expect(html).not.toMatch(/hreflang="en"/)
    expect(await text('/news/rss.xml')).toContain(link('zh'))
    expect(await text('/sitemap.xml')).toContain(`<loc>${link('zh')}</loc>`)

    // English: nowhere.
    expect((await request.get(localePath('en', detail))).status()).toBe(404)
    for (const path of [
      '/en',
      '/en/news',
      '/en/news?year=2026',
      '/en/news/rss.xml',
      '/en/sitemap.xml',
    ]) {
      const body = await text(path)
      expect(body, path).not.toContain(title)
      expect(body, path).not.toContain(link('en'))
    }
    expect(await text('/en/news')).toContain(publishedNews[0]!.en.title)
  } finally {
    await article.remove()
  }
})

test('the list shows its error state while the database is unavailable, and Reload recovers', async ({
  page,
}) => {
  // Every read waits out SQLite's busy timeout before it fails.
  test.setTimeout(120_000)
  const t = catalogues.zh.news
  // A view nobody has asked for yet, so nothing of it is cached: the month
  // of one of the launch articles, of its category.
  const stamp = Date.now()
  const article = publishedNews[stamp % publishedNews.length]!
  const { year, month } = yearMonth(article)
  const view = `/news?category=${article.category}&year=${year}&month=${month}&view=${stamp % 2 ? 'list' : 'grid'}`
  const release = await lockDatabase()
  let released = false
  try {
    await page.goto(view, { waitUntil: 'domcontentloaded', timeout: 60_000 })
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.listFailed)
    await expect(page.locator('main')).not.toContainText(/SQLITE|at \w+ \(|node_modules/)
    await release()
    released = true
    await page.getByRole('button', { name: t.reload }).click()
    await expect(page.locator('main ul[data-view] > li').first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('main').getByRole('alert')).toBeHidden()
  } finally {
    if (!released) await release()
  }
})

test('an article answers 503 with its error state while the articles cannot be read, and Reload recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  // Saving an article drops the cached news, so nothing of it is cached below.
  const article = await createArticle(request, {
    zh: { title: `数据库不可用时 ${stamp}`, summary: '摘要。', body: '正文。' },
    en: { title: `While the database is down ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: '2013-07-01T02:00:00.000Z',
  })
  // The error page's links are prefetched; while the database is locked each
  // of those renders holds the server for SQLite's busy timeout per query
  // (the wait blocks the process), which would stand between this visitor
  // and the next page. Prefetches are not what is tested here.
  await page.route(/.*/, (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
  )
  const release = await lockDatabase()
  let released = false
  try {
    for (const locale of ['en', 'zh'] as const) {
      const t = catalogues[locale].news
      const response = await page.goto(localePath(locale, `/news/detail/${article.id}`), {
        waitUntil: 'domcontentloaded',
        timeout: 60_000,
      })
      expect(response?.status()).toBe(503)
      const alert = page.getByRole('main').getByRole('alert')
      await expect(alert).toContainText(t.loadFailed)
      await expect(page.locator('main')).not.toContainText(/SQLITE|at \w+ \(|node_modules/)
      if (locale === 'zh') {
        await release()
        released = true
        // The server may still answer from its last look (a second); a visitor clicks again.
        await expect(async () => {
          await page.getByRole('button', { name: t.reload }).click()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            `数据库不可用时 ${stamp}`,
            { timeout: 2_000 },
          )
        }).toPass({ timeout: 20_000 })
      }
    }
  } finally {
    if (!released) await release()
    await article.remove()
  }
})

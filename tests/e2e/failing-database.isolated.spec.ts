import { closeSync, openSync, readSync, renameSync, writeSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth, createArticle } from './content-api'
import { lockDatabase } from './database-lock'
import { catalogues, expect, test } from './fixtures'
import { publishedNews } from './launch-news'

// These tests break the database of the server every other test uses (and
// mend it), so they run alone, after the others.
test.describe.configure({ mode: 'serial' })

const databaseFile = (process.env.DATABASE_URL ?? 'file:./data/site.db').replace(/^file:/, '')

/** What no answer may contain while the database fails. */
const leak = /SQLITE|at \w+ \(|node_modules|malformed|not a database/i

/** Pages served from cache whatever the database does. */
const cachedPages = ['/', '/en', '/news', '/en/news', '/faq', '/profile', '/profile?tab=2']

async function expectCachedPagesServed(request: APIRequestContext) {
  for (const path of cachedPages) {
    const response = await request.get(path, { timeout: 5_000 })
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).not.toMatch(leak)
  }
  expect((await request.get('/api/health/live', { timeout: 5_000 })).status()).toBe(200)
}

/**
 * Breaks the database with `breakIt` (which returns its mend), then checks
 * what visitors and probes get, and that everything recovers once mended,
 * without a restart.
 */
async function throughOutage(
  request: APIRequestContext,
  page: Page,
  breakIt: () => Promise<() => Promise<void>> | (() => Promise<void>),
  { readsFail = true } = {},
) {
  const t = catalogues.en.news
  // Nothing of this article is cached: saving it dropped the cached news.
  const article = await createArticle(request, {
    zh: { title: `故障期间 ${Date.now()}`, summary: '摘要。', body: '正文。' },
    en: { title: `During the outage ${Date.now()}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: '2013-03-01T02:00:00.000Z',
  })
  // Cached pages are warm before anything breaks.
  for (const path of cachedPages) await request.get(path)
  const mend = await breakIt()
  let mended = false
  try {
    const ready = await request.get('/api/health/ready', { timeout: 5_000 })
    expect(ready.status()).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' })
    await expectCachedPagesServed(request)
    if (readsFail) {
      // An uncached article: its error state, 503, within seconds.
      const path = `/en/news/detail/${article.id}`
      const response = await page.goto(path, { timeout: 5_000, waitUntil: 'commit' })
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('main').getByRole('alert')).toContainText(t.loadFailed)
      await expect(page.locator('main')).not.toContainText(leak)
    }
    await mend()
    mended = true
    await expect
      .poll(async () => (await request.get('/api/health/ready')).status(), { timeout: 10_000 })
      .toBe(200)
    if (readsFail) {
      // Reload shows the article, without a restart. Beside a build the
      // article's code and render can take seconds: each try waits for them.
      await expect(async () => {
        await page.getByRole('button', { name: t.reload }).click({ timeout: 10_000 })
        await expect(page.getByRole('heading', { level: 1 })).toContainText('During the outage', {
          timeout: 10_000,
        })
      }).toPass({ timeout: 60_000 })
    }
    const list = await request.get('/en/news')
    expect(await list.text()).toContain(publishedNews[0]!.en.title)
  } finally {
    if (!mended) await mend()
    await article.remove()
  }
}

test('a locked database: cached pages served, error state with 503, ready 503, recovery', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await throughOutage(request, page, () => lockDatabase())
})

test('a job opening that cannot be read: its error state with 503, then the opening', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const t = catalogues.zh.profile.jobs
  const headers = await adminAuth(request)
  const title = `数据库不可用时的职位 ${Date.now()}`
  // Saving the opening drops the cached openings: nothing of it is cached.
  const created = await request.post('/api/jobs', {
    headers,
    params: { locale: 'zh' },
    data: {
      title,
      description: '职位描述。',
      // Title, description and requirements make an opening complete in a language.
      requirements: [{ text: '熟悉数据库。' }],
      department: 'research',
      location: 'beijing',
      open: true,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const release = await lockDatabase()
  let released = false
  try {
    const response = await page.goto(`/profile/jobs/${doc.id}`, {
      timeout: 5_000,
      waitUntil: 'commit',
    })
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.loadFailed)
    await release()
    released = true
    await expect(async () => {
      await page.getByRole('button', { name: t.reload }).click()
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    if (!released) await release()
    await request.delete(`/api/jobs/${doc.id}`, { headers })
  }
})

test('a corrupt database file: the same, and recovery once the file is mended', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await throughOutage(request, page, () => {
    // The header of the file is overwritten in place, as a failing disk would.
    const fd = openSync(databaseFile, 'r+')
    const header = Buffer.alloc(100)
    readSync(fd, header, 0, 100, 0)
    writeSync(fd, Buffer.alloc(100, 0x5a), 0, 100, 0)
    closeSync(fd)
    return () => {
      const mend = openSync(databaseFile, 'r+')
      writeSync(mend, header, 0, 100, 0)
      closeSync(mend)
      return Promise.resolve()
    }
  })
})

test('a missing database file: not ready, pages keep being served, ready again when it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const away = `${databaseFile}.away`
  await throughOutage(
    request,
    page,
    () => {
      renameSync(databaseFile, away)
      return () => Promise.resolve(renameSync(away, databaseFile))
    },
    // The open file still answers reads: only readiness tells.
    { readsFail: false },
  )
})

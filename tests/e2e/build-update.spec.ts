import type { Page } from '@playwright/test'
import { adminAuth } from './content-api'
import { catalogues, expect, test } from './fixtures'
import { nothingHappensFor } from './waits'

/** Marks the current document; a full page load loses the mark, client navigation keeps it. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __doc: number }).__doc = Math.random()))
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __doc?: number }).__doc !== undefined)

/**
 * Opens a page and waits until its build watcher runs: the watcher asks for
 * the build meta 1 s after it starts, and starts its hourly check with it.
 * Advancing the clock before that would pass the hour before the check exists.
 */
async function openWatched(page: Page, path: string) {
  const meta = page.waitForResponse('**/builds/meta/*.json')
  await page.goto(path)
  await meta
}

/** Lets the hour until the next check of the latest build pass. */
async function nextBuildCheck(page: Page) {
  const checked = page.waitForResponse('**/builds/latest.json?*')
  await page.clock.runFor(3_600_000)
  await checked
}

/** Follows the header's FAQ link (a client navigation unless a reload is due). */
async function openFaq(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: catalogues.en.nav.faq, exact: true })
    .click()
  await expect(page).toHaveURL(/\/en\/faq$/)
}

test('the build meta is fetched 1 s after load and the latest build is polled hourly', async ({
  page,
}) => {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/builds/')) requests.push(url.pathname + url.search)
  })
  await page.goto('/')
  await page.clock.runFor(900)
  expect(requests.filter((r) => r.startsWith('/builds/meta/'))).toHaveLength(0)
  await page.clock.runFor(200)
  await expect.poll(() => requests.filter((r) => r.startsWith('/builds/meta/')).length).toBe(1)
  expect(requests.filter((r) => r.startsWith('/builds/latest.json'))).toHaveLength(0)
  await page.clock.runFor(3_600_000)
  await expect
    .poll(() => requests.filter((r) => r.startsWith('/builds/latest.json?t=')).length)
    .toBe(1)
})

test('a new build turns the next click into a full page load', async ({ page }) => {
  await page.clock.install()
  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  )
  await openWatched(page, '/en/test-i18n')
  await mark(page)

  // Same build: client navigation keeps the document.
  await page.getByRole('banner').getByRole('link', { name: catalogues.en.a11y.home }).click()
  await expect(page).toHaveURL(/\/en$/)
  expect(await marked(page)).toBe(true)

  // A newer build is announced at the next hourly check: the visitor is told,
  // in a notification of the specified look (24 px from the top right corner,
  // 384 px wide, 4.5 s), and the next click loads the page anew.
  // Time stands still but for runFor, so the 4.5 s are measured exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await nextBuildCheck(page)
  const notice = page.locator('[data-notification]')
  await expect(notice).toHaveCount(1)
  await expect(notice).toContainText(catalogues.en.notifications.newVersion.title)
  await expect(notice).toContainText(catalogues.en.notifications.newVersion.description)
  const box = (await notice.boundingBox())!
  const viewport = page.viewportSize()!
  expect(Math.round(box.y)).toBe(24)
  expect(Math.round(viewport.width - box.x - box.width)).toBe(24)
  expect(Math.round(box.width)).toBe(384)
  await page.clock.runFor(4_400)
  await expect(notice).toHaveCount(1)
  await page.clock.runFor(200)
  await expect(notice).toHaveCount(0)
  // Told once, not at every check.
  await nextBuildCheck(page)
  await nothingHappensFor(300, 'the notice does not come back')
  await expect(notice).toHaveCount(0)
  await page.clock.resume()
  await openFaq(page)
  await page.waitForLoadState('load')
  expect(await marked(page)).toBe(false)
})

test('an older build still answering (a rolling update) does not reload anything', async ({
  page,
}) => {
  await page.clock.install()
  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { id: 'an-older-build', timestamp: 1 } }),
  )
  await openWatched(page, '/en/test-i18n')
  await mark(page)
  await nextBuildCheck(page)
  await openFaq(page)
  expect(await marked(page)).toBe(true)
})

test('a navigation answered by an instance of another deployment loads the page anew', async ({
  page,
}) => {
  // The router's requests for the FAQ are answered as by another build.
  await page.route(
    (url) => url.pathname === '/en/faq',
    async (route) => {
      if (route.request().headers()['rsc'] !== '1') return route.continue()
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-nextjs-deployment-id': 'another-deployment' },
      })
    },
  )
  await page.goto('/en/test-i18n')
  await mark(page)
  await openFaq(page)
  await page.waitForLoadState('load')
  expect(await marked(page)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Prefetches may still be in the handler: they end with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a failed code chunk reloads the page keeping URL and scroll, at most once in 10 s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 400 })
  await page.goto('/en/test-i18n?x=1')
  await page.evaluate(() => window.scrollTo(0, 600))
  await mark(page)
  const failChunk = () =>
    page.evaluate(() => {
      const error = new Error('Loading chunk 42 failed.')
      error.name = 'ChunkLoadError'
      void Promise.reject(error)
    })

  const reloaded = page.waitForEvent('load')
  await failChunk().catch(() => {
    // The page may already be unloading.
  })
  await reloaded
  expect(await marked(page)).toBe(false)
  await expect(page).toHaveURL(/\/en\/test-i18n\?x=1$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  // A second failure on the same path within 10 s does not reload again: the
  // visitor is told instead.
  await mark(page)
  await failChunk()
  await expect(page.locator('[data-notification="error"]')).toContainText(
    catalogues.en.notifications.loadFailed.title,
  )
  await nothingHappensFor(1_000, 'no second reload')
  expect(await marked(page)).toBe(true)
})

/**
 * From now on, the code chunks the page has not loaded yet fail to arrive
 * while `failing()` says so; returns how many were refused.
 */
async function failNewChunks(page: Page, failing: () => boolean) {
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  )
  let refused = 0
  await page.route('**/_next/static/chunks/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (loaded.has(path) || !failing()) return route.continue()
    refused += 1
    await route.abort('connectionreset')
  })
  return () => refused
}

/**
 * Keeps the router from fetching linked pages ahead (prefetch), so that a
 * page's code is first asked for when a link is followed: the failures below
 * are then a navigation's, not a prefetch's.
 */
async function withoutPrefetch(page: Page) {
  await page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch']
      ? route.abort('blockedbyclient')
      : route.fallback(),
  )
}

test('a part of the site whose code fails to arrive during a navigation loads anew, once', async ({
  page,
}) => {
  await withoutPrefetch(page)
  await page.goto('/en/test-i18n')
  await page.waitForLoadState('networkidle')
  await mark(page)
  let failing = true
  const refused = await failNewChunks(page, () => failing)
  const reloaded = page.waitForEvent('load')
  // The FAQ's code keeps failing (the router's own retries fail too) until
  // the page is loaded anew, which gets it.
  page.on('request', (request) => {
    if (request.isNavigationRequest()) failing = false
  })
  await openFaq(page)
  await reloaded
  expect(refused()).toBeGreaterThan(0)
  expect(await marked(page)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.faq.title)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('when loading anew did not help, the error screen says so and its retry loads the page again', async ({
  page,
}) => {
  await withoutPrefetch(page)
  await page.goto('/en/test-i18n')
  await page.waitForLoadState('networkidle')
  // As if both pages had just been loaded anew.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'build-update:reloads',
      JSON.stringify({ '/en/faq': Date.now(), '/en/test-i18n': Date.now() }),
    ),
  )
  await mark(page)
  let failing = true
  await failNewChunks(page, () => failing)
  await page
    .getByRole('banner')
    .getByRole('link', { name: catalogues.en.nav.faq, exact: true })
    .click()
  const retry = page.getByRole('button', { name: catalogues.en.error.retry })
  await expect(retry).toBeVisible({ timeout: 15_000 })
  expect(await marked(page)).toBe(true)
  failing = false
  const reloaded = page.waitForEvent('load')
  await retry.click()
  await reloaded
  await expect(page).toHaveURL(/\/en\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.faq.title)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('the build files answer with the running build', async ({ request }) => {
  const latest = await request.get('/builds/latest.json?t=1')
  expect(latest.headers()['cache-control']).toContain('no-store')
  const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number }
  expect(id).toMatch(/^[\w.-]+$/)
  expect(typeof timestamp).toBe('number')
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(await meta.json()).toEqual({ id, timestamp, redirects: [] })
  expect((await request.get('/builds/meta/not-this-build.json')).status()).toBe(404)

  // The build id is also the deployment id: in the page, its asset URLs and
  // the router's answers, which the router compares with its own.
  const html = await (await request.get('/en')).text()
  expect(html).toContain(`data-dpl-id="${id}"`)
  expect(html).toMatch(new RegExp(`/_next/static/[^"]+\\?dpl=${id}"`))
  const navigation = await request.get('/en/faq', { headers: { RSC: '1' } })
  expect(navigation.headers()['x-nextjs-deployment-id']).toBe(id)

  // So does a page the server renders itself, not the build (as every page
  // is again after an editor's save): here a preview, rendered per request.
  const preview = await (
    await request.get('/en/news/preview/1', { headers: await adminAuth(request) })
  ).text()
  expect(preview).toContain(`data-dpl-id="${id}"`)
  expect(preview).not.toMatch(/\/_next\/static\/chunks\/[^"?]+\.js"/)
})

test('redirect rules of the build meta apply to client navigation', async ({ page }) => {
  await page.route('**/builds/meta/*.json', (route) =>
    route.fulfill({
      json: {
        id: 'x',
        timestamp: 0,
        redirects: [
          { from: '/old-page', to: '/en/test-i18n', permanent: true },
          { from: '/leave', to: 'https://agent-test.example.com/moved', permanent: false },
        ],
      },
    }),
  )
  const meta = page.waitForResponse('**/builds/meta/*.json')
  await page.goto('/en')
  await meta
  await mark(page)
  const addLink = (href: string) =>
    page.evaluate((target) => {
      const link = document.createElement('a')
      link.href = target
      link.textContent = `go ${target}`
      document.querySelector('main')?.prepend(link)
    }, href)

  // Internal target: a client-side redirect, the document stays.
  await addLink('/old-page')
  await page.getByRole('link', { name: 'go /old-page' }).click()
  await expect(page).toHaveURL(/\/en\/test-i18n$/)
  expect(await marked(page)).toBe(true)

  // External target: a full browser navigation.
  await addLink('/leave')
  await page.getByRole('link', { name: 'go /leave' }).click()
  await expect(page).toHaveURL('https://agent-test.example.com/moved')
})

test('a page whose code keeps failing to load is loaded anew once, then says so with a reload', async ({
  page,
}) => {
  // The code files the openings' page names beyond the FAQ's: they never arrive.
  const chunksOf = async (path: string) =>
    new Set(
      [
        ...(await (await page.request.get(path)).text()).matchAll(
          /\/_next\/static\/chunks\/[^"?]+\.js/g,
        ),
      ].map(([chunk]) => chunk),
    )
  const faq = await chunksOf('/en/faq')
  const board = [...(await chunksOf('/en/profile?tab=2'))].filter((chunk) => !faq.has(chunk))
  expect(board.length).toBeGreaterThan(0)
  let refused = 0
  await page.route('**/_next/static/chunks/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (!board.includes(path)) return route.continue()
    refused += 1
    await route.abort('connectionreset')
  })
  // Documents asked for (a reload before the first one finished loading never fires its load).
  let loads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1
  })
  await page.goto('/en/profile?tab=2&location=singapore')
  const notice = page.getByRole('alert').filter({
    hasText: catalogues.en.notifications.loadFailed.title,
  })
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(notice).toContainText(catalogues.en.notifications.loadFailed.description)
  expect(refused).toBeGreaterThan(0)
  // Loaded anew once (two loads in all), not in a loop.
  await nothingHappensFor(2_000, 'no further reload')
  expect(loads).toBe(2)
  await expect(page).toHaveURL(/\/en\/profile\?tab=2&location=singapore$/)

  // Once the code arrives again, the notice's reload brings a working page.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const reloaded = page.waitForEvent('load')
  await notice.getByRole('link', { name: catalogues.en.notifications.loadFailed.reload }).click()
  await reloaded
  await expect(notice).toBeHidden()
  await expect(page).toHaveURL(/\/en\/profile\?tab=2&location=singapore$/)
})

import { catalogues, expect, localePath, locales, test } from './fixtures'

const previewPaths = [
  '/components/AppList',
  '/components/BannerComp',
  '/components/VideoSay',
  '/news/components/SwiperBanner',
  '/profile/compoments/JobPage',
]

/** Routes the proxy reaches only through the URLs they serve. */
const internalRoutes = [
  '/news/view',
  '/news/view/all-0-0-1-grid',
  '/news/view/industry-0-0-1-list',
  '/news/unavailable',
  '/profile/tab/1',
  '/profile/jobs/unavailable',
]

test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales) {
    const t = catalogues[locale].notFound
    test(`unmatched paths give the server-rendered 404 (${locale})`, async ({ page }) => {
      // Twelve pages in one test: on a busy machine each takes seconds.
      test.setTimeout(90_000)
      for (const path of ['/no/such/page', ...previewPaths, ...internalRoutes]) {
        const url = localePath(locale, path)
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(404)
        await expect(page).toHaveTitle(new RegExp(`^${t.title}`))
        await expect(page.getByText('404', { exact: true })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t.message.replace('{path}', url),
        )
        const home = page.getByRole('link', { name: t.home })
        await expect(home).toHaveAttribute('href', localePath(locale, '/'))
      }
    })
  }

  test('the path is shown escaped, never as markup', async ({ page }) => {
    const response = await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E')
    expect(response?.status()).toBe(404)
    await expect(page.locator('main img')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '<img src=x onerror=alert(1)>',
    )
  })
})

test('the 404 button leads home (with JavaScript)', async ({ page }) => {
  await page.goto('/en/nothing-here')
  await page.getByRole('link', { name: catalogues.en.notFound.home }).click()
  await expect(page).toHaveURL(/\/en$/)
})

test('404 responses leak no internals', async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/a%00b', `/${'x'.repeat(3000)}`]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    const body = await response.text()
    expect(body).not.toMatch(/at \S+ \(|node_modules|\/work\/|SQLITE|stack/i)
  }
})

test("pages carry no 404 but the site's own", async ({ request }) => {
  // Every page's payload holds the page its root would show when a layout
  // refuses the request. The framework's is an English stand-in of about
  // 1 KB that the site never shows; the root's own `not-found.tsx` replaces it.
  for (const locale of locales) {
    const html = await (await request.get(localePath(locale, '/'))).text()
    expect(html).toContain('__next_f')
    expect(html).not.toContain('could not be found')
  }
})

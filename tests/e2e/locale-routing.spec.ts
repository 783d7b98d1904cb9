import type { APIRequestContext } from '@playwright/test'
import { catalogues, expect, localePath, locales, siteOrigin, test } from './fixtures'

/** The document's `<html>` tag declaring `lang` (other attributes may come first). */
const htmlLang = (lang: string) => new RegExp(`<html [^>]*\\blang="${lang}"`)

/** Locale rules of DECISIONS, checked on raw HTTP responses (as curl sees them). */
test.describe('locale routing over HTTP', () => {
  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(path, { headers, maxRedirects: 0 })

  test('Accept-Language en-GB on / redirects (307) to /en', async ({ request }) => {
    const response = await get(request, '/', { 'Accept-Language': 'en-GB,en;q=0.9' })
    expect(response.status()).toBe(307)
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/en')
  })

  for (const language of ['zh-TW', 'fr', 'zh-CN,zh;q=0.9']) {
    test(`Accept-Language ${language} on / gives Chinese`, async ({ request }) => {
      const response = await get(request, '/', { 'Accept-Language': language })
      expect(response.status()).toBe(200)
      expect(await response.text()).toMatch(htmlLang('zh-CN'))
    })
  }

  test('the cookie beats the browser language', async ({ request }) => {
    const response = await get(request, '/', { 'Accept-Language': 'en', Cookie: 'NEXT_LOCALE=zh' })
    expect(response.status()).toBe(200)
    expect(await response.text()).toMatch(htmlLang('zh-CN'))
    const toEnglish = await get(request, '/', { 'Accept-Language': 'zh', Cookie: 'NEXT_LOCALE=en' })
    expect(toEnglish.status()).toBe(307)
  })

  test('an explicit URL wins over the cookie', async ({ request }) => {
    const english = await get(request, '/en', { Cookie: 'NEXT_LOCALE=zh' })
    expect(english.status()).toBe(200)
    expect(await english.text()).toMatch(htmlLang('en'))
    const chinese = await get(request, '/test-i18n', {
      Cookie: 'NEXT_LOCALE=en',
      'Accept-Language': 'en',
    })
    expect(chinese.status()).toBe(200)
    expect(await chinese.text()).toMatch(htmlLang('zh-CN'))
  })

  for (const cookie of [
    'NEXT_LOCALE=fr',
    `NEXT_LOCALE=${'e'.repeat(4000)}`,
    'NEXT_LOCALE=%00%FF',
  ]) {
    test(`a garbage cookie is ignored (${cookie.slice(0, 20)})`, async ({ request }) => {
      const response = await get(request, '/', { Cookie: cookie, 'Accept-Language': 'zh-CN' })
      expect(response.status()).toBe(200)
      expect(await response.text()).toMatch(htmlLang('zh-CN'))
    })
  }

  test('/zh/... redirects to the unprefixed path, query kept', async ({ request }) => {
    const response = await get(request, '/zh/test-i18n?x=1')
    expect([301, 307, 308]).toContain(response.status())
    const location = new URL(response.headers()['location'] ?? '', 'http://x')
    expect(location.pathname + location.search).toBe('/test-i18n?x=1')
    const root = await get(request, '/zh')
    expect(new URL(root.headers()['location'] ?? '', 'http://x').pathname).toBe('/')
  })

  for (const locale of locales) {
    test(`pages carry no Set-Cookie and declare lang, canonical and hreflang (${locale})`, async ({
      request,
    }) => {
      for (const path of ['/', '/test-i18n', '/no-such-page']) {
        const response = await get(request, localePath(locale, path), { 'Accept-Language': locale })
        expect(response.headers()['set-cookie'], path).toBeUndefined()
        const html = await response.text()
        expect(html).toMatch(htmlLang(locale === 'zh' ? 'zh-CN' : 'en'))
        if (path === '/no-such-page') continue
        const canonical = `${siteOrigin}${localePath(locale, path)}`.replace(/\/$/, '')
        expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`)
        for (const lang of ['zh', 'en', 'x-default']) {
          expect(html).toMatch(
            new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${siteOrigin}`),
          )
        }
      }
    })
  }

  test('moving to / from one of the site pages never detects', async ({ request }) => {
    const english = { 'Accept-Language': 'en-US', Cookie: 'NEXT_LOCALE=en' }
    const inSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin' },
      { Referer: `${siteOrigin}/faq` },
    ]
    for (const headers of inSite) {
      const response = await get(request, '/', { ...english, ...headers })
      expect(response.status(), JSON.stringify(headers)).toBe(200)
    }
    // Arrivals still detect: a typed address, a bookmark, a link from elsewhere.
    const arrivals: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'none' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: `${siteOrigin}/faq` },
      { Referer: 'https://elsewhere.example.net/' },
    ]
    for (const headers of arrivals) {
      const response = await get(request, '/', { ...english, ...headers })
      expect(response.status(), JSON.stringify(headers)).toBe(307)
    }
  })

  test('a Chinese link shared with an English browser stays Chinese', async ({ request }) => {
    const response = await get(request, '/test-i18n', { 'Accept-Language': 'en-US' })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(catalogues.zh.testI18n.title)
  })
})

test.describe('locale routing in the browser', () => {
  test.use({ locale: 'en-GB' })
  test('an English browser lands on /en from /', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a reader of Chinese pages stays in Chinese when going home', async ({ page }) => {
    const header = page.getByRole('banner')
    const home = header.getByRole('link', { name: catalogues.zh.a11y.home })
    await page.goto('/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.locator('main h1')).toBeVisible()
    // A section link of the home page, from another page.
    await page.goto('/news')
    await page.locator('a[href="/#videosay"]:visible').first().click()
    await expect(page).toHaveURL(/\/#videosay$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    // The 404 page's way home.
    await page.goto('/no-such-page')
    await page.getByRole('main').getByRole('link', { name: catalogues.zh.notFound.home }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })
})

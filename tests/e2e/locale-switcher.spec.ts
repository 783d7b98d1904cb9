import type { APIRequestContext } from '@playwright/test'
import { createArticle } from './content-api'
import { catalogues, expect, localePath, test } from './fixtures'

test('the switcher stores the choice and keeps page, query and hash', async ({ page, context }) => {
  await page.goto('/test-i18n?sample=1#missing')
  await page.getByRole('button', { name: catalogues.zh.localeSwitcher.label }).click()
  const menu = page.getByRole('menu', { name: catalogues.zh.localeSwitcher.label })
  await expect(menu.getByRole('menuitem')).toHaveText(['English'])
  await menu.getByRole('menuitem', { name: 'English' }).click()

  await expect(page).toHaveURL(/\/en\/test-i18n\?sample=1#missing$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.testI18n.title)

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('en')
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)

  // Back to Chinese, and `/` now follows the stored choice.
  await page.getByRole('button', { name: catalogues.en.localeSwitcher.label }).click()
  await page.getByRole('menuitem', { name: '简体中文' }).click()
  await expect(page).toHaveURL(/\/test-i18n\?sample=1#missing$/)
  await expect(page).not.toHaveURL(/\/en\//)
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('zh')
})

test('the switcher closes on Escape and on an outside click', async ({ page }) => {
  await page.goto(localePath('en', '/'))
  const button = page.getByRole('button', { name: catalogues.en.localeSwitcher.label })
  const menu = page.getByRole('menu', { name: catalogues.en.localeSwitcher.label })
  await button.click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await button.click()
  await page.mouse.click(10, 400)
  await expect(menu).toBeHidden()
})

test('a stored English choice sends / to /en', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? '' }])
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
})

test.describe('an article written in Chinese only', () => {
  let article: { id: number; remove: () => Promise<void> }
  let api: APIRequestContext
  const title = `只有中文 ${Date.now()}`
  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({ baseURL })
    // Dated in 2013, before the launch content, so that no other test sees it.
    article = await createArticle(api, {
      zh: { title, summary: '只有中文的摘要。', body: '正文。' },
      publishedAt: '2013-04-02T02:00:00.000Z',
    })
  })
  test.afterAll(async () => {
    await article.remove()
    await api.dispose()
  })

  test('in English is a 404 from the server that says so and links to the Chinese page', async ({
    browser,
    request,
  }) => {
    const t = catalogues.en.notFound
    const path = localePath('en', `/news/detail/${article.id}`)
    await expect.poll(async () => (await request.get(path)).status()).toBe(404)
    // The server's HTML, without scripts.
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      expect((await page.goto(path))?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.otherLanguage.replace('{language}', t.languages.zh),
      )
      const link = page.getByRole('link', { name: t.read.replace('{language}', t.languages.zh) })
      await expect(link).toHaveAttribute('href', `/news/detail/${article.id}`)
      await link.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    } finally {
      await context.close()
    }
  })

  test('the switcher on its Chinese page offers the English news list', async ({ page }) => {
    await page.goto(`/news/detail/${article.id}`)
    await page.getByRole('button', { name: catalogues.zh.localeSwitcher.label }).click()
    const english = page.getByRole('menuitem', { name: 'English' })
    await expect(english).toHaveAttribute('href', '/en/news')
    await english.click()
    await expect(page).toHaveURL(/\/en\/news$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.news.title)
  })
})

test.describe('links a page builds from its own path are its public ones', () => {
  const cases = [
    { path: '/en/faq', other: '/faq', current: catalogues.en.nav.faq, lang: 'zh-CN' },
    { path: '/faq', other: '/en/faq', current: catalogues.zh.nav.faq, lang: 'en' },
    { path: '/en/news?type=2', other: '/news', current: catalogues.en.nav.news, lang: 'zh-CN' },
    // Served from cache: without JavaScript its link is marked for the proxy
    // to complete with the address's filters (a test below follows it).
    {
      path: '/profile?tab=2',
      other: '/en/profile?tab=2',
      otherWithoutScript: '/en/profile?tab=2&keep-query=1',
      current: catalogues.zh.nav.about,
      lang: 'en',
    },
    {
      path: '/profile',
      other: '/en/profile',
      otherWithoutScript: '/en/profile?keep-query=1',
      current: catalogues.zh.nav.about,
      lang: 'en',
    },
    {
      path: '/news?category=industry',
      other: '/en/news?category=industry',
      current: catalogues.zh.nav.news,
      lang: 'en',
    },
    {
      path: '/en/news?year=2025&category=company',
      other: '/news?category=company&year=2025',
      current: catalogues.en.nav.news,
      lang: 'zh-CN',
    },
  ]
  for (const javaScriptEnabled of [false, true]) {
    for (const { path, other, otherWithoutScript, current, lang } of cases) {
      test(`${path}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        await page.goto(path)
        // The switcher's link to the other language (its menu is closed: read the attribute).
        await expect(page.locator(`header [role="menu"] a[hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          javaScriptEnabled ? other : (otherWithoutScript ?? other),
        )
        // The navigation's item of the page, marked as the page: a link, or the button of the submenu it is under.
        const marked = page.locator('header nav [aria-current="page"]').filter({ visible: true })
        await expect(marked).toHaveText(current)
        await context.close()
      })
    }
  }
})

test("the switcher's link keeps the openings' filters once the page runs", async ({ page }) => {
  await page.goto('/profile?tab=2&location=singapore')
  await expect(page.locator('header [role="menu"] a[hreflang="en"]')).toHaveAttribute(
    'href',
    '/en/profile?tab=2&location=singapore',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the switcher opens and its link keeps the search query', async ({ page }) => {
    await page.goto('/search?q=%E6%A8%A1%E5%9E%8B')
    await page.getByRole('button', { name: catalogues.zh.localeSwitcher.label }).click()
    const english = page
      .getByRole('menu', { name: catalogues.zh.localeSwitcher.label })
      .getByRole('menuitem', { name: 'English' })
    await expect(english).toBeVisible()
    await expect(english).toHaveAttribute('href', '/en/search?q=%E6%A8%A1%E5%9E%8B')
    await english.click()
    await expect(page).toHaveURL(/\/en\/search\?q=%E6%A8%A1%E5%9E%8B$/)
    await expect(page.getByRole('searchbox')).toHaveValue('模型')
  })

  test("the switcher's link on a page served from cache keeps the openings' filters", async ({
    page,
  }) => {
    // The page is the same for every query (cached): its link is the route's,
    // and the server completes it from the page the visitor came from.
    for (const [from, label, name, to] of [
      [
        '/profile?tab=2&location=singapore&type=full_time',
        catalogues.zh.localeSwitcher.label,
        'English',
        '/en/profile?tab=2&location=singapore&type=full_time',
      ],
      [
        '/en/profile?tab=2&location=beijing',
        catalogues.en.localeSwitcher.label,
        '简体中文',
        '/profile?tab=2&location=beijing',
      ],
    ] as const) {
      await page.goto(from)
      await page.getByRole('button', { name: label }).click()
      await page.getByRole('menu', { name: label }).getByRole('menuitem', { name }).click()
      await expect(page).toHaveURL(to)
    }
    // Nothing else of the page it came from is carried over, and a link
    // followed from elsewhere opens the page plainly.
    await page.goto('/profile?tab=2&location=mars&evil=%3Cscript%3E')
    await page.getByRole('button', { name: catalogues.zh.localeSwitcher.label }).click()
    await page
      .getByRole('menu', { name: catalogues.zh.localeSwitcher.label })
      .getByRole('menuitem', { name: 'English' })
      .click()
    await expect(page).toHaveURL('/en/profile?tab=2')
  })

  test('the switcher is reached by keyboard', async ({ page }) => {
    await page.goto('/en/faq')
    await page.getByRole('button', { name: catalogues.en.localeSwitcher.label }).focus()
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('hreflang', 'zh-CN')
  })
})

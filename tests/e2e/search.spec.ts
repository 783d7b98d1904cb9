import { catalogues, expect, hydrated, jsonLd, localePath, locales, test } from './fixtures'
import { searchFollowsSaves } from './search-follows-saves'

/** A query of each language, and a word of the article it must find first. */
const queries = {
  zh: { q: '语音病历', title: '语音病历进门诊', many: '模型' },
  en: { q: 'voice medical records', title: 'Voice Medical Records in the Clinic', many: 'model' },
} as const

for (const locale of locales) {
  const t = catalogues[locale].search
  const { q, title, many } = queries[locale]

  for (const width of [375, 1440]) {
    test(`search finds the article, marks the words and keeps the query (${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, '/search'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.getByText(t.start)).toBeVisible()
      const field = page.getByRole('searchbox', { name: t.field })
      await field.fill(q)
      await field.press('Enter')
      await expect(page).toHaveURL(/[?&]q=/)
      expect(new URL(page.url()).searchParams.get('q')).toBe(q)
      await expect(page.getByRole('searchbox', { name: t.field })).toHaveValue(q)

      const results = page.getByRole('main').getByRole('listitem')
      const first = results.first()
      await expect(first.getByRole('heading', { level: 2 })).toContainText(title)
      await expect(first.locator('mark').first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('status')).toContainText(q)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await first.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    })
  }

  test(`search filters by type and pages through results (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, `/search?q=${encodeURIComponent(many)}`))
    const filters = page.getByRole('navigation', { name: t.types.label })
    await filters.getByRole('link', { name: new RegExp(`^${t.types.job}`) }).click()
    await expect(page).toHaveURL(/type=job/)
    const labels = page.getByRole('main').getByRole('listitem').locator('p').first()
    await expect(labels).toContainText(t.types.job)

    await filters.getByRole('link', { name: new RegExp(`^${t.types.all}`) }).click()
    const pages = page.getByRole('navigation', { name: t.pagination.label })
    await pages.getByRole('link', { name: t.pagination.next }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pages.getByRole('link', { name: t.pagination.previous })).toBeVisible()
  })

  test(`a search that finds nothing suggests where to go (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/search?q=zzqqxv'))
    await expect(page.getByRole('main').getByRole('status')).toContainText('zzqqxv')
    await expect(page.getByRole('heading', { name: t.browse })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.latest })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: t.types.faq, exact: true }),
    ).toHaveAttribute('href', localePath(locale, '/faq'))
  })

  test(`results pages ask not to be indexed; bad values fall back (${locale})`, async ({
    page,
  }) => {
    const answer = await page.goto(
      localePath(locale, `/search?q=${'x'.repeat(5000)}&type=secret&page=-1`),
    )
    expect(answer?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect((await page.getByRole('searchbox').inputValue()).length).toBe(100)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form works as a plain form', async ({ page }) => {
    await page.goto('/search')
    await page.getByRole('searchbox').fill('舌诊')
    await page.getByRole('button', { name: catalogues.zh.search.submit }).click()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('舌')
  })
})

for (const locale of locales) {
  for (const width of [375, 1440]) {
    test(`the header opens the search at every width (${locale}, ${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, '/faq'))
      await page
        .getByRole('banner')
        .getByRole('link', { name: catalogues[locale].nav.search })
        .click()
      await expect(page).toHaveURL(localePath(locale, '/search'))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })
  }
}

test('the / key opens the search, and on its page goes to the field', async ({ page }) => {
  await page.goto('/en/news')
  await hydrated(page.getByRole('banner'))
  await page.keyboard.press('/')
  await expect(page).toHaveURL('/en/search')
  const field = page.getByRole('searchbox', { name: catalogues.en.search.field })
  await hydrated(field)
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('/')
  await expect(field).toBeFocused()
  // Typed in a field, it is a slash.
  await page.keyboard.type('a/b')
  await expect(field).toHaveValue('a/b')
})

for (const locale of locales) {
  test(`the home page names the search as the site's search action (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(localePath(locale, '/'))
    const site = (await jsonLd(page)).find((item) => item['@type'] === 'WebSite') as
      { potentialAction: { target: { urlTemplate: string }; 'query-input': string } } | undefined
    const template = site?.potentialAction.target.urlTemplate ?? ''
    expect(new URL(template.replace('{search_term_string}', 'x')).pathname).toBe(
      localePath(locale, '/search'),
    )
    expect(template).toMatch(/\?q=\{search_term_string\}$/)
    expect(site?.potentialAction['query-input']).toBe('required name=search_term_string')
    // The template leads to the search.
    const answer = await page.request.get(
      `${baseURL}${localePath(locale, '/search')}?q=${encodeURIComponent(queries[locale].q)}`,
    )
    expect(answer.status()).toBe(200)
  })
}

test("search shows an editor's save as soon as the save has answered", async ({ request }) => {
  test.setTimeout(120_000)
  await searchFollowsSaves(request, 3)
})

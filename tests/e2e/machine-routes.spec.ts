import { catalogues, expect, localePath, locales, siteOrigin, test } from './fixtures'

test('robots.txt points at both sitemaps and keeps crawlers out of the admin', async ({
  request,
}) => {
  const body = await (await request.get('/robots.txt')).text()
  expect(body).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
  expect(body).toContain(`Sitemap: ${siteOrigin}/en/sitemap.xml`)
  expect(body).toMatch(/Disallow: \/admin/)
  expect(body).toMatch(/Disallow: \/test-i18n/)
})

for (const locale of locales) {
  test(`the ${locale} sitemap lists pages with lastmod and alternates`, async ({ request }) => {
    const response = await request.get(localePath(locale, '/sitemap.xml'))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    const home = locale === 'zh' ? `${siteOrigin}/` : `${siteOrigin}/en`
    expect(xml).toContain(`<loc>${home}</loc>`)
    expect(xml).toContain(`<loc>${siteOrigin}${localePath(locale, '/faq')}</loc>`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${siteOrigin}/"/>`,
    )
    expect(xml).not.toContain('test-i18n')
    expect(xml).not.toContain('/admin')
  })

  test(`the language test page reports locale, formats and missing keys (${locale})`, async ({
    page,
  }) => {
    const t = catalogues[locale].testI18n
    await page.goto(localePath(locale, '/test-i18n'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    await expect(page.getByTestId('active-locale')).toContainText(`· ${locale}`)
    await expect(page.getByTestId('locale-source')).toHaveText(t.sources.url)
    await expect(page.getByTestId('browser-languages')).toContainText('zh-CN')
    await expect(page.getByTestId('missing-none')).toHaveText(t.complete)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
}

test('/favicon.ico leads to the SVG icon', async ({ request }) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toBe('/assets/brand/icon.svg')
  const icon = await request.get('/assets/brand/icon.svg')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})

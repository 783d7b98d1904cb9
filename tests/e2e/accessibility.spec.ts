import AxeBuilder from '@axe-core/playwright'
import { expect, localePath, locales, test } from './fixtures'

// axe's run on a long page takes 3–10 s per step on a busy machine (20 s in all
// was seen beside a build): more than the default 30 s per test leaves.
test.describe.configure({ timeout: 90_000 })

const pages = [
  '/',
  '/faq',
  '/profile',
  '/profile?tab=1',
  '/profile?tab=2',
  '/test-i18n',
  '/no-such-page',
  '/news',
  '/news?view=list',
]

for (const locale of locales) {
  for (const path of pages) {
    for (const width of [375, 1440]) {
      test(`axe finds no violations on ${localePath(locale, path)} at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(localePath(locale, path))
        if (path.startsWith('/news')) await page.emulateMedia({ reducedMotion: 'reduce' })
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        expect(
          results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([])
      })
    }
  }
}

test('axe finds no violations with the menus open', async ({ page }) => {
  await page.goto('/test-i18n')
  await page.getByRole('button', { name: '关于我们' }).first().hover()
  await expect(page.getByRole('menu', { name: '关于我们' })).toBeVisible()
  const desktop = await new AxeBuilder({ page }).analyze()
  expect(desktop.violations.map((v) => v.id)).toEqual([])

  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: '打开菜单' }).click()
  const mobile = await new AxeBuilder({ page }).analyze()
  expect(mobile.violations.map((v) => v.id)).toEqual([])
})

for (const locale of locales) {
  test(`axe finds no violations on an article (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/news'))
    await page.locator('main ul[data-view] > li h2 a').first().click()
    // The article's code loads after the click: a chunk took 3.7 s beside the
    // rest of the suite, more than the 5 s default leaves for the whole step.
    await expect(page).toHaveURL(/\/news\/detail\/\d+$/, { timeout: 20_000 })
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
  })
}

for (const width of [375, 1440]) {
  test(`axe finds no violations with the video player open at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/#videosay')
    await page.locator('#videosay').getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
}

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, localePath, locales, test } from './fixtures'

/**
 * axe's violations on the page as it stands, each with the elements at fault.
 * Only violations are gathered: collecting every passing node as well took
 * about 40 % of each scan.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

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
  // Results in Chinese; in English the same query finds nothing (its empty state).
  '/search?q=%E6%A8%A1%E5%9E%8B',
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
        expect(await violations(page)).toEqual([])
      })
    }
  }
}

test('axe finds no violations with the menus open', async ({ page }) => {
  await page.goto('/test-i18n')
  await page.getByRole('button', { name: '关于我们' }).first().hover()
  await expect(page.getByRole('menu', { name: '关于我们' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: '打开菜单' }).click()
  expect(await violations(page)).toEqual([])
})

for (const locale of locales) {
  test(`axe finds no violations on an article (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/news'))
    await page.locator('main ul[data-view] > li h2 a').first().click()
    // The article's code loads after the click: a chunk took 3.7 s beside the
    // rest of the suite, more than the 5 s default leaves for the whole step.
    await expect(page).toHaveURL(/\/news\/detail\/\d+$/, { timeout: 20_000 })
    // Checked with its related reading.
    await expect(page.locator('[data-related] h3 a')).toHaveCount(3)
    expect(await violations(page)).toEqual([])
  })
}

for (const width of [375, 1440]) {
  test(`axe finds no violations with the video player open at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/#videosay')
    await page.locator('#videosay').getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

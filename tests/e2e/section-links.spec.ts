import type { Page } from '@playwright/test'
import { catalogues, expect, hydrated, localePath, test, type Locale } from './fixtures'

/** The header's links to sections of the home page, and the sections they open. */
const sectionLinks = [
  { key: 'scenarios', id: 'pcsolutions' },
  { key: 'downloads', id: 'productApply' },
  { key: 'technology', id: 'technicalAbility' },
  { key: 'videos', id: 'videosay' },
] as const

/** How far below the sticky header a section's heading may sit. */
const NEAR_PX = 80

/** Where the section's heading sits below the header's bottom edge. */
async function headingOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const heading = document.getElementById(`${id}-title`)!.getBoundingClientRect()
    return Math.round(heading.top - header.bottom)
  }, id)
}

// Each language at one width, each width in one language: the header's
// height differs by width, its words by language; the page behind is the same.
const runs: { locale: Locale; width: number }[] = [
  { locale: 'zh', width: 375 },
  { locale: 'en', width: 1440 },
]

for (const { locale, width } of runs) {
  const nav = catalogues[locale].nav
  test(`section links land on their section from every page (${locale}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 })
    await page.goto(localePath(locale, '/news'))
    const article = await page.locator('main ul[data-view] > li a').first().getAttribute('href')
    const pages = ['/', '/news', '/profile', '/profile?tab=2', '/faq'].map((path) =>
      localePath(locale, path),
    )
    pages.push(article!)

    // Every link from the home page (a scroll within it), then from each
    // other page one link in turn (a new page opened at its section): every
    // page and every link, each way, once.
    const steps = [
      ...sectionLinks.map((link) => ({ from: pages[0]!, ...link })),
      ...pages.slice(1).map((from, n) => ({ from, ...sectionLinks[n % sectionLinks.length]! })),
    ]
    for (const { from, key, id } of steps) {
      const step = `${from} → #${id}`
      await page.goto(from)
      const header = page.getByRole('banner')
      if (width < 800) {
        const open = header.getByRole('button', { name: nav.openMenu })
        await hydrated(open)
        await open.click()
      }
      const link = page
        .getByRole('navigation', { name: nav.label })
        .filter({ visible: true })
        .getByRole('link', { name: nav[key], exact: true })
      await hydrated(link)
      await link.click()
      await expect(page, step).toHaveURL(new RegExp(`#${id}$`))
      // Where the scroll ends, and where it stays once images are in.
      await expect
        .poll(() => headingOffset(page, id), { message: step, timeout: 10_000 })
        .toBeGreaterThanOrEqual(0)
      await expect
        .poll(() => headingOffset(page, id), { message: step })
        .toBeLessThanOrEqual(NEAR_PX)
      // Once every image above it is in (a late one could push it down), it is still there.
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      )
      const settled = await headingOffset(page, id)
      expect(settled, step).toBeGreaterThanOrEqual(0)
      expect(settled, step).toBeLessThanOrEqual(NEAR_PX)
    }
  })
}

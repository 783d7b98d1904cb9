import type { Page } from '@playwright/test'
import { typeNav } from '../../src/content/types'
import { catalogues, expect, hydrated, localePath, locales, test } from './fixtures'
import { nothingHappensFor } from './waits'

for (const locale of locales) {
  const nav = catalogues[locale].nav
  const models = catalogues[locale].models

  test.describe(`header (${locale})`, () => {
    test('hover submenu opens after 150 ms and closes 100 ms after leaving', async ({ page }) => {
      await page.clock.install()
      await page.goto(localePath(locale, '/test-i18n'))
      const trigger = page
        .getByRole('navigation', { name: nav.label })
        .getByRole('button', { name: nav.about })
      const menu = page.getByRole('menu', { name: nav.about })
      await hydrated(trigger)
      // Freeze time: from here only runFor moves the timers.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      await expect(menu).toBeHidden()

      await trigger.hover()
      await page.clock.runFor(100)
      await expect(menu).toBeHidden()
      await page.clock.runFor(200)
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('menuitem')).toHaveText([nav.company, nav.join])

      await page.mouse.move(5, 600)
      await page.clock.runFor(50)
      await expect(menu).toBeVisible()
      await page.clock.runFor(60)
      await expect(menu).toBeHidden()
    })

    test('submenus work with the keyboard', async ({ page }) => {
      await page.goto(localePath(locale, '/test-i18n'))
      const header = page.getByRole('navigation', { name: nav.label })
      const modelsLink = header.getByRole('link', { name: nav.models })
      const modelsMenu = page.getByRole('menu', { name: nav.models })

      await modelsLink.focus()
      await page.keyboard.press('Space')
      await expect(modelsMenu).toBeVisible()
      await expect(modelsMenu.getByRole('menuitem')).toContainText([
        models.general,
        models.reasoning,
        models.tcm,
        models.medical,
      ])
      await page.keyboard.press('ArrowDown')
      await expect(modelsMenu.getByRole('menuitem').first()).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(modelsMenu.getByRole('menuitem').nth(1)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(modelsMenu).toBeHidden()
      await expect(modelsLink).toBeFocused()

      const about = header.getByRole('button', { name: nav.about })
      await about.focus()
      await page.keyboard.press('Enter')
      const aboutMenu = page.getByRole('menu', { name: nav.about })
      await expect(aboutMenu).toBeVisible()
      await expect(about).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowDown')
      await expect(aboutMenu.getByRole('menuitem').first()).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile')}\\?tab=0$`))
    })

    test('model links open the agent app in a new tab with lang', async ({ page }) => {
      await page.goto(localePath(locale, '/test-i18n'))
      // The submenu is closed: find its link without the accessibility tree.
      const link = page.locator(`[role="menu"][aria-label="${nav.models}"] a`).nth(1)
      await expect(link).toHaveAttribute(
        'href',
        `https://agent-test.example.com/deepseek?lang=${locale}`,
      )
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    })

    test('anchor items lead to the home page sections from another page', async ({ page }) => {
      await page.goto(localePath(locale, '/test-i18n'))
      const header = page.getByRole('navigation', { name: nav.label })
      await header.getByRole('link', { name: nav.scenarios }).click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'zh' ? '' : '/en'}/?#pcsolutions$`))
      await expect(header.getByRole('link', { name: nav.models })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(header.getByRole('link', { name: nav.downloads })).toHaveAttribute(
        'href',
        `${localePath(locale, '/')}#productApply`,
      )
    })

    test('the header stays at the top while scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 500 })
      await page.goto(localePath(locale, '/'))
      await page.mouse.wheel(0, 2000)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
      const box = await page.locator('header').first().boundingBox()
      expect(box?.y).toBe(0)
    })

    test('a route change scrolls to the top', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 500 })
      await page.goto(localePath(locale, '/nothing-here'))
      await page.mouse.wheel(0, 2000)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
      await page
        .getByRole('main')
        .getByRole('link', { name: catalogues[locale].notFound.home })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })
  })

  test.describe(`header on a touch screen at desktop width (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 }, hasTouch: true })

    test('a tap opens a submenu; a second tap goes on', async ({ page }) => {
      await page.goto(localePath(locale, '/faq'))
      const header = page.getByRole('navigation', { name: nav.label })
      const modelsLink = header.getByRole('link', { name: nav.models })
      const modelsMenu = page.getByRole('menu', { name: nav.models })
      await hydrated(modelsLink)
      await modelsLink.tap()
      await expect(modelsMenu).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/faq')}$`))
      // Its first item is there to tap.
      await expect(modelsMenu.getByRole('menuitem').first()).toBeInViewport()
      // A tap elsewhere closes it.
      await page.getByRole('main').getByRole('heading', { level: 1 }).tap()
      await expect(modelsMenu).toBeHidden()

      const about = header.getByRole('button', { name: nav.about })
      await about.tap()
      const aboutMenu = page.getByRole('menu', { name: nav.about })
      await expect(aboutMenu).toBeVisible()
      await aboutMenu.getByRole('menuitem', { name: nav.join }).tap()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile')}\\?tab=2$`))

      await modelsLink.tap()
      await expect(modelsMenu).toBeVisible()
      await modelsLink.tap()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`))
    })
  })

  test.describe(`mobile menu (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('opens, closes on Escape, outside click and choice', async ({ page }) => {
      await page.goto(localePath(locale, '/test-i18n'))
      const button = page.getByRole('button', { name: nav.openMenu })
      const menu = page.getByRole('navigation', { name: nav.label }).filter({ visible: true })
      await expect(page.getByRole('banner').getByRole('button', { name: nav.about })).toBeHidden()

      await button.click()
      // The header's own items in their order, and each content type's item
      // (src/content/types.ts) after the one it names.
      const own = ['models', 'scenarios', 'downloads', 'technology', 'videos', 'about'] as const
      const label = (key: string) => nav[key as keyof typeof nav]
      await expect(menu.getByRole('link')).toHaveCount(own.length + typeNav.length)
      const shown = await menu.getByRole('link').allInnerTexts()
      const at = (key: string) => shown.map((text) => text.trim()).indexOf(label(key))
      expect(
        own.map(at).every((index, i, all) => index >= 0 && (i === 0 || index > all[i - 1]!)),
      ).toBe(true)
      for (const entry of typeNav) {
        expect(at(entry.key), entry.key).toBeGreaterThan(at(entry.after))
      }
      await expect(menu.getByRole('link').first()).toBeFocused()
      await expect(menu.getByRole('menu')).toHaveCount(0)

      await page.keyboard.press('Escape')
      await expect(menu).toHaveCount(0)
      await expect(page.getByRole('button', { name: nav.openMenu })).toBeFocused()

      await button.click()
      await page.mouse.click(200, 600)
      await expect(menu).toHaveCount(0)

      await button.click()
      await menu.getByRole('link', { name: nav.scenarios }).click()
      await expect(page).toHaveURL(/#pcsolutions$/)
      await expect(page.getByRole('button', { name: nav.openMenu })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })

    test('opens without JavaScript, by touch and by keyboard', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 740 },
      })
      const page = await context.newPage()
      await page.goto(localePath(locale, '/faq'))
      const menu = page.getByRole('navigation', { name: nav.label }).filter({ visible: true })
      await expect(menu).toHaveCount(0)
      await page.getByRole('button', { name: nav.openMenu }).click()
      await expect(menu.getByRole('link', { name: nav.about })).toBeVisible()
      // Its links are reached by Tab, the menu staying open.
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link').first()).toBeFocused()
      await menu.getByRole('link', { name: nav.about }).click()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile')}(\\?tab=0)?$`))
      await context.close()
    })
  })
}

test.describe('link prefetching', () => {
  const prefetches = (page: Page) => {
    const seen: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) seen.push(request.url())
    })
    return seen
  }

  test('visible links are prefetched on a normal connection', async ({ page }) => {
    const seen = prefetches(page)
    await page.goto('/test-i18n')
    await expect.poll(() => seen.length).toBeGreaterThan(0)
  })

  test('nothing is prefetched when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {
          saveData: true,
          effectiveType: '4g',
          addEventListener() {},
          removeEventListener() {},
        },
      })
    })
    const seen = prefetches(page)
    await page.goto('/test-i18n')
    await page.waitForLoadState('networkidle')
    await nothingHappensFor(500, 'no prefetch after the page settled')
    expect(seen).toEqual([])
  })
})

test('a link with a hash scrolls to its target', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 })
  await page.goto('/test-i18n#missing')
  await expect(page.locator('#missing')).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
})

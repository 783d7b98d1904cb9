import type { Page } from '@playwright/test'
import { expect, localePath, locales, test } from './fixtures'

// What axe cannot see, checked in the browser on every public page, in both
// languages, at a phone's and a laptop's width: WCAG 2.2's focus (2.4.7,
// 2.4.11), target size (2.5.8), reflow (1.4.10), text spacing (1.4.12),
// motion (2.2.2), and one h1, one main and a skip link first.
test.describe.configure({ timeout: 120_000 })

const pages = [
  '/',
  '/news',
  '/news/detail/1',
  '/profile',
  '/profile?tab=1',
  '/profile?tab=2',
  '/faq',
  '/search?q=%E6%A8%A1%E5%9E%8B',
]

/** At most this many Tab presses per page: every control of the longest page. */
const MAX_TAB_STOPS = 150

type Stop = { name: string; changed: boolean; hidden: boolean }

/**
 * Tabs through the page from its top until focus comes back round. For each
 * stop: whether anything of its look changes with focus (2.4.7), and whether
 * something else (the sticky header) covers it once the page has scrolled it
 * into view (2.4.11). The look without focus is read by blurring it; focus is
 * then put back where the keyboard left it.
 */
async function tabStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = []
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let index = 0; index < MAX_TAB_STOPS; index += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(async () => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      if (element.hasAttribute('data-tab-visited')) return 'round'
      element.setAttribute('data-tab-visited', '')
      // The page scrolls focus into view smoothly: read it where it comes to rest.
      let last = NaN
      for (let frame = 0, still = 0; frame < 120 && still < 3; frame += 1) {
        await new Promise(requestAnimationFrame)
        still = window.scrollY === last ? still + 1 : 0
        last = window.scrollY
      }
      const rect = element.getBoundingClientRect()
      const name =
        `${element.tagName.toLowerCase()}` +
        `[${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}]`
      // Covered: at its centre, what the eye sees is neither it nor inside it.
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1)
      const top = document.elementFromPoint(x, y)
      const hidden =
        rect.width > 0 &&
        rect.height > 0 &&
        !!top &&
        !element.contains(top) &&
        !top.contains(element) &&
        !!top.closest('header')

      // What the eye can see of an indicator: the element's and its
      // ancestors' drawn outline, shadow, border, background, colour and
      // underline, and those of their drawn ::before and ::after.
      const transparent = (color: string) => /^rgba\(.*, 0\)$|^transparent$/.test(color)
      const drawn = (style: CSSStyleDeclaration) => {
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !transparent(style.outlineColor)
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
            : 'none'
        const border = ['Top', 'Right', 'Bottom', 'Left']
          .map((side) => {
            const width = style.getPropertyValue(`border-${side.toLowerCase()}-width`)
            const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`)
            return parseFloat(width) > 0 && !transparent(color) ? `${width} ${color}` : 'none'
          })
          .join(' ')
        return [
          outline,
          style.boxShadow,
          border,
          style.backgroundColor,
          style.color,
          style.textDecorationLine,
          style.opacity,
        ].join('|')
      }
      const lookOf = (target: Element) => {
        const parts: string[] = []
        let node: Element | null = target
        for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
          parts.push(drawn(getComputedStyle(node)))
          for (const pseudo of ['::before', '::after']) {
            const style = getComputedStyle(node, pseudo)
            if (style.content !== 'none' && style.display !== 'none') parts.push(drawn(style))
          }
        }
        return parts.join('\n')
      }
      const withFocus = lookOf(element)
      element.blur()
      const withoutFocus = lookOf(element)
      element.focus({ preventScroll: true })
      return { name, hidden, changed: withFocus !== withoutFocus }
    })
    if (stop === 'round') break
    if (stop) stops.push(stop)
  }
  return stops
}

for (const locale of locales) {
  for (const width of [375, 1440]) {
    test(`every tab stop shows its focus and is not under the header at ${width}px (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        await page.goto(localePath(locale, path))
        // Each look read at rest, not halfway through a transition.
        await page.addStyleTag({
          content: '*, *::before, *::after { transition: none !important; }',
        })
        const stops = await tabStops(page)
        expect(stops.length, path).toBeGreaterThan(3)
        expect(
          stops.filter((stop) => !stop.changed).map((stop) => stop.name),
          `${path}: focus not shown`,
        ).toEqual([])
        expect(
          stops.filter((stop) => stop.hidden).map((stop) => stop.name),
          `${path}: focus under the header`,
        ).toEqual([])
      }
    })
  }
}

/**
 * Targets smaller than 24 × 24 px (2.5.8) whose 24 px circle, centred on
 * them, meets another target: neither big enough nor spaced. Links inside a
 * sentence are exempt, as the criterion says.
 */
async function crampedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [role="tab"], [tabindex="0"]'
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('.sr-only, [aria-hidden="true"], [inert]')
      )
    })
    const inSentence = (element: HTMLElement) =>
      getComputedStyle(element).display === 'inline' &&
      !!element.parentElement?.closest('p, li, dd, td, figcaption, blockquote') &&
      (element.parentElement?.textContent ?? '').trim().length >
        (element.textContent ?? '').trim().length
    const rects = targets.map((element) => element.getBoundingClientRect())
    return targets.flatMap((element, index) => {
      const rect = rects[index]!
      if ((rect.width >= 24 && rect.height >= 24) || inSentence(element)) return []
      const cx = rect.left + rect.width / 2
      const cy = rect.top + rect.height / 2
      const meets = rects.some((other, j) => {
        if (j === index || element.contains(targets[j]!) || targets[j]!.contains(element))
          return false
        // The nearest point of the other target to this one's centre.
        const nx = Math.max(other.left, Math.min(cx, other.right))
        const ny = Math.max(other.top, Math.min(cy, other.bottom))
        return Math.hypot(nx - cx, ny - cy) < 12
      })
      return meets
        ? [
            `${element.tagName.toLowerCase()}[${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}] ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          ]
        : []
    })
  })
}

/** What spills sideways out of the viewport, making the page scroll (1.4.10). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * Text cut by its box once WCAG's text spacing is applied (1.4.12): boxes
 * that clip overflow and whose text no longer fits. Titles clamped to a
 * number of lines on purpose (their whole text is a click away) are not
 * counted.
 */
async function clippedBySpacing(page: Page): Promise<string[]> {
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  })
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element)
        if (!/hidden|clip/.test(style.overflowX + style.overflowY)) return false
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') return false
        if (element.closest('.sr-only, [aria-hidden="true"]')) return false
        if (!element.innerText?.trim() || element.offsetParent === null) return false
        // Text for screen readers only (a 1 px box) is not laid out for the eye.
        if (element.clientWidth <= 1 && element.clientHeight <= 1) return false
        return (
          element.scrollHeight > element.clientHeight + 2 ||
          element.scrollWidth > element.clientWidth + 2
        )
      })
      .filter(
        (element, _, all) => !all.some((other) => other !== element && element.contains(other)),
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`,
      ),
  )
}

for (const locale of locales) {
  for (const width of [375, 1440]) {
    test(`targets are 24 px or spaced, and text spacing loses nothing, at ${width}px (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        await page.goto(localePath(locale, path))
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
        expect(await crampedTargets(page), `${path}: targets`).toEqual([])
        expect(await clippedBySpacing(page), `${path}: text spacing`).toEqual([])
        expect(await sidewaysScroll(page), `${path}: text spacing`).toBeLessThanOrEqual(0)
      }
    })
  }

  test(`nothing scrolls sideways at 320 px, and each page has one h1, one main and a skip link first (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of pages) {
      await page.goto(localePath(locale, path))
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      expect(await sidewaysScroll(page), `${path}: sideways`).toBeLessThanOrEqual(0)
      await expect(page.locator('h1'), path).toHaveCount(1)
      await expect(page.locator('main'), path).toHaveCount(1)
      await page.keyboard.press('Tab')
      const skip = page.locator(':focus')
      await expect(skip, path).toHaveAttribute('href', '#main')
      await expect(skip, path).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.locator('main#main'), path).toBeInViewport()
    }
  })

  test(`with reduced motion nothing moves by itself (${locale})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of pages) {
      await page.goto(localePath(locale, path))
      const banner = page.locator('[data-banner], [aria-roledescription="carousel"]').first()
      const before = (await banner.count()) ? await banner.innerHTML() : ''
      // Longer than the banner's interval and any entrance animation.
      await page.waitForTimeout(path === '/' || path === '/news' ? 7_000 : 500)
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target
            return `${animation.constructor.name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className.toString().slice(0, 40) ?? ''}`
          }),
      )
      expect(running, path).toEqual([])
      if (before) expect(await banner.innerHTML(), `${path}: the banner advanced`).toBe(before)
    }
  })
}

test('the checks above see what they look for', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/faq')
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.insertAdjacentHTML(
      'afterbegin',
      '<div id="faults"><button style="width:10px;height:10px;padding:0">a</button>' +
        '<button style="width:10px;height:10px;padding:0">b</button>' +
        '<p style="height:1.2em;overflow:hidden;width:200px">一段在行距加大后放不下的文字。</p>' +
        '<div style="width:600px">宽</div></div>',
    )
  })
  expect(await crampedTargets(page)).toEqual([
    expect.stringMatching(/^button\[a\] 10×10/),
    expect.stringMatching(/^button\[b\] 10×10/),
  ])
  expect(await sidewaysScroll(page)).toBeGreaterThan(0)
  expect(await clippedBySpacing(page)).toContain('p.')
})

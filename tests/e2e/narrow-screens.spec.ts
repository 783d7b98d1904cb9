import type { Page } from '@playwright/test'
import { expect, localePath, locales, test } from './fixtures'

/**
 * The controls whose labels must not break inside a word: buttons, tabs, the
 * news list's filters and pagination, the openings' filters, the header's
 * buttons. (Cards, which hold a picture and a title, wrap as text does.)
 */
const controls = [
  'main button:not(:has(img))',
  'main [role="tab"]',
  'main nav a',
  'main nav p',
  'main a.inline-flex:not(:has(img))',
  'main select',
  'main label',
  'header button',
].join(', ')

/**
 * The labels of visible controls that break a word: a line break inside a
 * text node anywhere but at a space. (Chinese has no spaces between words,
 * so any break between two of its characters counts: "上一/页".)
 */
async function brokenLabels(page: Page): Promise<string[]> {
  return page.locator(controls).evaluateAll((elements) => {
    const breaksAWord = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        // Text for screen readers only is not laid out for the eye.
        if (!text.trim() || node.parentElement?.closest('.sr-only')) continue
        const size = parseFloat(getComputedStyle(node.parentElement!).fontSize)
        const range = document.createRange()
        let lastTop: number | undefined
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getClientRects()[0]
          if (!rect || rect.width === 0) continue
          // Glyphs of two fonts (Chinese and Latin) on one line differ by a few pixels.
          if (lastTop !== undefined && rect.top - lastTop > size / 2) {
            if (!/\s/.test(text[index - 1] ?? '') && !/\s/.test(text[index] ?? '')) return true
          }
          lastTop = rect.top
        }
      }
      return false
    }
    return elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter(breaksAWord)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`)
  })
}

const pages = ['/', '/news', '/news?page=2', '/profile', '/profile?tab=1', '/profile?tab=2', '/faq']

for (const locale of locales) {
  for (const width of [320, 375]) {
    test(`no control label breaks at ${width} px (${locale})`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 812 })
      for (const path of pages) {
        await page.goto(localePath(locale, path))
        // Sections rendered, as a visitor scrolling down sees them.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
        expect(await brokenLabels(page), path).toEqual([])
      }
    })
  }
}

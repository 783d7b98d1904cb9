import type { Page } from '@playwright/test'
import { catalogues, expect, hydrated, localePath, locales, test } from './fixtures'

// What is measured in the browser, not seen in a snapshot: nothing cut,
// nothing ragged, at the widths phones and desktops have, in both languages.

/** Lays out sections the page would only lay out near the viewport. */
async function laidOut(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
}

for (const locale of locales) {
  const t = catalogues[locale]

  for (const width of [320, 375, 1440]) {
    test(`the hero question shows its whole example, at ${width} px (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, '/'))
      const box = page.getByRole('textbox', { name: t.hero.label })
      await expect(box).toHaveAttribute('placeholder', t.hero.placeholder)
      // The placeholder is laid out as the box's text would be: all of it inside the box.
      const hidden = await box.evaluate((element: HTMLTextAreaElement) => ({
        x: element.scrollWidth - element.clientWidth,
        y: element.scrollHeight - element.clientHeight,
      }))
      expect(hidden).toEqual({ x: 0, y: 0 })
    })
  }

  test(`the openings at 320 px: every tab in view when chosen, the e-mail button on one line (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(localePath(locale, '/profile?tab=2'))
    const list = page.getByRole('tablist')
    const tab = list.getByRole('tab', { selected: true })
    await hydrated(tab)
    const inView = async () => {
      const [outer, inner] = await Promise.all([list.boundingBox(), tab.boundingBox()])
      return inner!.x >= outer!.x - 0.5 && inner!.x + inner!.width <= outer!.x + outer!.width + 0.5
    }
    await expect.poll(inView).toBe(true)

    const apply = t.profile.jobs.applyTitle.split('{position}')[0]!.trim()
    await page.getByRole('button', { name: apply }).first().click()
    const send = page.getByRole('link', { name: t.profile.jobs.send })
    await expect(send).toBeVisible()
    const lineHeight = await send.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    )
    const { height } = (await send.boundingBox())!
    // One line of text and the button's padding (44 px high at least).
    expect(height).toBeLessThan(Math.max(44, lineHeight) + lineHeight * 0.9)
  })

  test(`the home page's cards line up at 1440 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(localePath(locale, '/'))
    await laidOut(page)

    // The videos: one row of cards of one height, each picture at its card's top.
    const videos = await page.locator('#videosay ul > li > :is(a, button)').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect()
        const picture = card.firstElementChild!.getBoundingClientRect()
        return { bottom: Math.round(box.bottom), inset: Math.round(picture.top - box.top) }
      }),
    )
    const videoBottoms = videos.map((video) => video.bottom)
    expect(videoBottoms.length).toBeGreaterThan(1)
    expect(Math.max(...videoBottoms) - Math.min(...videoBottoms)).toBeLessThanOrEqual(1)
    for (const video of videos) expect(video.inset).toBeLessThanOrEqual(1)

    // The models: no card keeps an empty space above its link, and the links of a row line up.
    const cards = await page.locator('#models ul > li.model-card').evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector(':scope > a')!.getBoundingClientRect()
        const tags = item.querySelector(':scope > ul')!.getBoundingClientRect()
        const tallest = Math.max(
          ...[...item.querySelectorAll(':scope > ul > li')].map(
            (tag) => tag.getBoundingClientRect().height,
          ),
        )
        return { gap: Math.round(link.top - tags.bottom), link: Math.round(link.top), tallest }
      }),
    )
    expect(cards).toHaveLength(5)
    // At most the link's own spacing and one row of tags another card of the row has more of.
    for (const card of cards) expect(card.gap).toBeLessThanOrEqual(64)
    // Tags keep their own height (a stretched row would make them blobs).
    for (const card of cards) expect(card.tallest).toBeLessThan(40)
    expect(new Set(cards.slice(0, 3).map((card) => card.link)).size).toBe(1)
    expect(new Set(cards.slice(3).map((card) => card.link)).size).toBe(1)
  })

  test(`the milestones run down one line of years at 1440 px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(localePath(locale, '/profile'))
    await laidOut(page)
    const years = await page
      .locator('section[aria-labelledby="milestones-title"] ol > li')
      .evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect()
          return { left: Math.round(box.left), top: Math.round(box.top) }
        }),
      )
    expect(years.length).toBeGreaterThan(3)
    expect(new Set(years.map((year) => year.left)).size).toBe(1)
    for (let index = 1; index < years.length; index++) {
      expect(years[index]!.top).toBeGreaterThan(years[index - 1]!.top)
    }
  })
}

for (const width of [320, 375]) {
  test(`no question of the FAQ leaves one or two characters alone on its last line at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 })
    await page.goto('/faq')
    const lastLines = await page.locator('.faq-question').evaluateAll((headings) =>
      headings.map((heading) => {
        const range = document.createRange()
        const tops: number[] = []
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (let index = 0; index < (text.textContent ?? '').length; index++) {
            range.setStart(text, index)
            range.setEnd(text, index + 1)
            const rect = range.getClientRects()[0]
            if (rect && rect.width > 0) tops.push(Math.round(rect.top))
          }
        }
        const lines = new Set(tops).size
        const last = tops.filter((top) => top === Math.max(...tops)).length
        return { text: heading.textContent, last: lines > 1 ? last : 99 }
      }),
    )
    expect(lastLines.length).toBeGreaterThan(3)
    expect(lastLines.filter((line) => line.last <= 2)).toEqual([])
  })
}

for (const locale of locales) {
  for (const [width, height, whole] of [
    [1440, 900, 'its first row'],
    [375, 812, 'its first article'],
  ] as const) {
    test(`the news list shows ${whole} whole on arrival at ${width} × ${height} (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto(localePath(locale, '/news'))
      const cards = page.locator('ul[data-view] > li')
      await expect(cards.first()).toBeVisible()
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect()
          return { top: Math.round(box.top), bottom: Math.round(box.bottom) }
        }),
      )
      const firstRow = boxes.filter((box) => box.top === boxes[0]!.top)
      expect(firstRow.length).toBe(width === 1440 ? 3 : 1)
      for (const box of firstRow) expect(box.bottom).toBeLessThanOrEqual(height)
    })
  }
}

import { expect, test } from './fixtures'
import { publishedNews } from './launch-news'

const launch = publishedNews.find((article) => article.key === '2024-zhicao-launch')!
const alike = publishedNews.find((article) => article.key === '2024-zhicao-lookalike-herbs')!

for (const language of ['zh', 'en'] as const) {
  for (const width of [375, 1440]) {
    test(`an article offers three others to read next, and its neighbours (${language}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const prefix = language === 'en' ? '/en' : ''
      const title = launch[language].title
      await page.goto(`${prefix}/search?q=${encodeURIComponent(title)}&type=article`)
      await page.getByRole('link', { name: title }).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const own = new URL(page.url()).pathname

      const related = page.getByRole('region', {
        name: language === 'zh' ? '相关阅读' : 'Related reading',
      })
      const links = related.getByRole('heading', { level: 3 }).getByRole('link')
      await expect(links).toHaveCount(3)
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
      expect(new Set(hrefs).size).toBe(3)
      expect(hrefs).not.toContain(own)
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/news/detail/\\d+$`))

      // Side by side on a wide screen, one under another on a phone.
      const tops = await related
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      if (width >= 1024) {
        expect(new Set(tops).size).toBe(1)
        // Their titles start on one line, whatever the length of each category and date.
        const titleTops = await related
          .getByRole('heading', { level: 3 })
          .evaluateAll((all) =>
            all.map((heading) => Math.round(heading.getBoundingClientRect().top)),
          )
        expect(new Set(titleTops).size).toBe(1)
      } else expect(tops).toEqual([...tops].sort((a, b) => a - b))
      if (width < 640) expect(new Set(tops).size).toBe(3)

      // The neighbours by date are there too.
      await expect(page.locator('a[rel="prev"], a[rel="next"]').first()).toBeVisible()

      // The research note on the same model is among them, and opens from the keyboard.
      const next = links.filter({ hasText: alike[language].title })
      await expect(next).toHaveCount(1)
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(alike[language].title)
    })
  }
}

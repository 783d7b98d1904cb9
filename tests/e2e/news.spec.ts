import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth } from './content-api'
import { catalogues, expect, hydrated, localePath, locales, siteOrigin, test } from './fixtures'
import { hiddenNews, NEWS_PER_PAGE, publishedNews, yearMonth } from './launch-news'
import { NEWS_FIRST_YEAR } from '../../src/content-types/news/content/query'

/** Ids of the launch draft and the scheduled launch article (found as the admin). */
async function hiddenArticleIds(request: APIRequestContext): Promise<number[]> {
  const headers = await adminAuth(request)
  const ids: number[] = []
  for (const article of hiddenNews) {
    const found = await request.get('/api/news', {
      headers,
      params: { draft: 'true', locale: 'zh', 'where[title][equals]': article.zh.title },
    })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
    if (id === undefined) throw new Error(`No launch article titled ${article.zh.title}`)
    ids.push(id)
  }
  return ids
}

/** Marks the document: a full page load loses the mark, client navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)
}

const cards = (page: Page) => page.locator('main ul[data-view] > li')
const cardTitles = (page: Page) => page.locator('main ul[data-view] > li h2')

for (const locale of locales) {
  const t = catalogues[locale].news
  const list = localePath(locale, '/news')
  const total = Math.ceil(publishedNews.length / NEWS_PER_PAGE)
  const current = (page: number) =>
    t.pagination.current.replace('{page}', String(page)).replace('{total}', String(total))

  test.describe(`news list (${locale})`, () => {
    test('shows the latest articles and pages through them in place, with back and forward', async ({
      page,
    }) => {
      await page.goto(list)
      await expect(cardTitles(page)).toHaveCount(NEWS_PER_PAGE)
      await expect(cardTitles(page).first()).toHaveText(publishedNews[0]![locale].title)
      await expect(page.getByText(current(1))).toBeVisible()
      await markDocument(page)

      await page.getByRole('link', { name: t.pagination.next }).click()
      await expect(page).toHaveURL(/[?&]page=2\b/)
      await expect(cardTitles(page).first()).toHaveText(publishedNews[NEWS_PER_PAGE]![locale].title)
      await expect(page.getByText(current(2))).toBeVisible()
      expect(await isSameDocument(page)).toBe(true)

      await page.goBack()
      await expect(page).not.toHaveURL(/page=/)
      await expect(cardTitles(page).first()).toHaveText(publishedNews[0]![locale].title)
      await page.goForward()
      await expect(cardTitles(page).first()).toHaveText(publishedNews[NEWS_PER_PAGE]![locale].title)
      await page.getByRole('link', { name: t.pagination.previous }).click()
      await expect(page.getByText(current(1))).toBeVisible()
      expect(await isSameDocument(page)).toBe(true)
    })

    for (const width of [375, 1440]) {
      test(`a page change brings the top of the list into view, with focus (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width < 800 ? 812 : 900 })
        await page.goto(list)
        const pagination = page.getByRole('navigation', { name: t.pagination.label })
        await pagination.scrollIntoViewIfNeeded()
        // Once hydrated: a click before that is a plain page load (the link
        // works without script), which starts at the top with no focus moved.
        const next = pagination.getByRole('link', { name: t.pagination.next })
        await hydrated(next)
        await next.click()
        await expect(page.getByText(current(2))).toBeAttached()
        const frame = page.locator('main [aria-busy]')
        // The list's top sits just below the sticky header, and holds the focus.
        await expect
          .poll(async () => Math.round((await frame.boundingBox())?.y ?? -1), { timeout: 10_000 })
          .toBeGreaterThanOrEqual(64)
        await expect.poll(async () => (await frame.boundingBox())?.y ?? -1).toBeLessThanOrEqual(144)
        await expect(frame).toBeFocused()
        await page.keyboard.press('Tab')
        await expect(page.locator(':focus')).toBeInViewport()
      })
    }

    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      test(`the filters and the first results are above the fold (${width} × ${height})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height })
        await page.goto(list)
        const filters = page.getByRole('form', { name: t.filters.label })
        const firstCard = cards(page).first()
        await expect(firstCard).toBeVisible()
        expect(
          (await filters.boundingBox())!.y + (await filters.boundingBox())!.height,
        ).toBeLessThan(height)
        // The first row of results begins on screen, with room to see it.
        expect((await firstCard.boundingBox())!.y).toBeLessThan(height - 48)
      })
    }

    test('filters by category, year and month, and resets', async ({ page }) => {
      await page.goto(list)
      await markDocument(page)
      await page.getByRole('link', { name: t.categories.industry, exact: true }).click()
      await expect(page).toHaveURL(/category=industry/)
      const industry = publishedNews.filter((article) => article.category === 'industry')
      await expect(cardTitles(page).first()).toHaveText(industry[0]![locale].title)
      for (const badge of await cards(page).locator('article span').first().allTextContents()) {
        expect(badge).toBe(t.categories.industry)
      }

      const { year, month } = yearMonth(industry[0]!)
      await page.getByLabel(t.filters.year, { exact: true }).selectOption(String(year))
      await expect(page).toHaveURL(new RegExp(`year=${year}`))
      await page.getByLabel(t.filters.month, { exact: true }).selectOption(String(month))
      await expect(page).toHaveURL(new RegExp(`month=${month}`))
      const expected = industry.filter((article) => {
        const date = yearMonth(article)
        return date.year === year && date.month === month
      })
      await expect(cardTitles(page)).toHaveText(expected.map((article) => article[locale].title))
      expect(await isSameDocument(page)).toBe(true)

      await page.getByRole('link', { name: t.filters.reset }).click()
      await expect(page).toHaveURL(new RegExp(`${list}$`))
      await expect(cardTitles(page).first()).toHaveText(publishedNews[0]![locale].title)
      await expect(page.getByLabel(t.filters.month, { exact: true })).toBeDisabled()
      expect(await isSameDocument(page)).toBe(true)
    })

    test('switches between grid and list', async ({ page }) => {
      await page.goto(list)
      await expect(page.locator('ul[data-view="grid"]')).toBeVisible()
      await page.getByRole('link', { name: t.view.list }).click()
      await expect(page).toHaveURL(/view=list/)
      await expect(page.locator('ul[data-view="list"]')).toBeVisible()
      await page.getByRole('link', { name: t.view.grid }).click()
      await expect(page).not.toHaveURL(/view=/)
      await expect(page.locator('ul[data-view="grid"]')).toBeVisible()
    })

    test('a shared link opens the same view, rendered by the server', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const expected = publishedNews.filter(
        (article) => article.category === 'company' && yearMonth(article).year === 2025,
      )
      const response = await page.goto(`${list}?category=company&year=2025&view=list`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('ul[data-view="list"]')).toBeVisible()
      await expect(cardTitles(page)).toHaveText(expected.map((article) => article[locale].title))
      await expect(page.getByLabel(t.filters.year, { exact: true })).toHaveValue('2025')
      await context.close()
    })

    test('invalid query values fall back to the defaults', async ({ request }) => {
      for (const query of [
        'page=-1',
        'page=abc',
        'page=0',
        'page=99999',
        'year=99999',
        'month=13',
        'category=unknown',
        'view=table',
        `category=${'x'.repeat(5000)}`,
        'page=%00',
        'year=%E0%A4%A',
      ]) {
        const response = await request.get(`${list}?${query}`)
        expect(response.status(), query).toBe(200)
        const html = await response.text()
        expect(html, query).toContain(publishedNews[0]![locale].title)
        expect(html, query).toContain(current(1))
      }
    })

    test('sends a page past the last, or a year outside the archive, to the view it shows', async ({
      request,
    }) => {
      const years = publishedNews.map((article) => yearMonth(article).year)
      const lastYear = Math.max(...years)
      for (const [query, shown] of [
        [`page=${total + 1}`, list],
        ['page=70001&year=2004', list],
        // The first year a query may name, well before the launch content:
        // editors' tests running beside this one date articles in 2012 and 2013.
        [`year=${NEWS_FIRST_YEAR}&view=list`, `${list}?view=list`],
        [
          `category=company&year=${lastYear}&page=${total + 1}`,
          `${list}?category=company&year=${lastYear}`,
        ],
      ] as const) {
        const response = await request.get(`${list}?${query}`, { maxRedirects: 0 })
        expect(response.status(), query).toBe(307)
        const at = new URL(response.headers().location ?? '', siteOrigin)
        expect(`${at.pathname}${at.search}`, query).toBe(shown)
      }
      // A page that exists is its own view.
      const second = await request.get(`${list}?page=2`, { maxRedirects: 0 })
      expect(second.status()).toBe(200)
    })

    test('shows the empty state with a reset when nothing matches', async ({ page }) => {
      // A month with articles, but none of one category.
      const month = publishedNews
        .map(yearMonth)
        .find(({ year, month }) =>
          publishedNews.every(
            (article) =>
              article.category !== 'industry' ||
              yearMonth(article).year !== year ||
              yearMonth(article).month !== month,
          ),
        )!
      await page.goto(`${list}?category=industry&year=${month.year}&month=${month.month}`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await page.getByRole('main').getByRole('link', { name: t.filters.reset }).last().click()
      await expect(cardTitles(page).first()).toHaveText(publishedNews[0]![locale].title)
    })

    test('a month of the archive without articles shows the empty state under its own filters, not the whole list', async ({
      page,
    }) => {
      const written = new Set(publishedNews.map((article) => JSON.stringify(yearMonth(article))))
      const years = [...new Set(publishedNews.map((article) => yearMonth(article).year))]
      const empty = years
        .flatMap((year) => Array.from({ length: 12 }, (_, i) => ({ year, month: i + 1 })))
        .find((month) => !written.has(JSON.stringify(month)))!
      await page.goto(`${list}?year=${empty.year}&month=${empty.month}`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByLabel(t.filters.year, { exact: true })).toHaveValue(String(empty.year))
      await page.getByRole('main').getByRole('link', { name: t.filters.reset }).last().click()
      await expect(cardTitles(page).first()).toHaveText(publishedNews[0]![locale].title)
    })

    test('shows the loading state while the next view is on its way', async ({ page }) => {
      await page.goto(list)
      const release = await holdRequests(
        page,
        (url) => url.searchParams.get('category') === 'article',
      )
      await page.getByRole('link', { name: t.categories.article, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible()
      await expect(page.locator('main [aria-busy="true"]')).toBeVisible()
      release()
      await expect(page.getByText(t.loading)).toBeHidden({ timeout: 10_000 })
      await expect(page.locator('main [aria-busy="false"]')).toBeVisible()
    })

    test('a page change asked from the bottom of the list shows its loading state in view', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(list)
      const release = await holdRequests(page, (url) => url.searchParams.get('page') === '2')
      const pagination = page.getByRole('navigation', { name: t.pagination.label })
      await pagination.scrollIntoViewIfNeeded()
      await pagination.getByRole('link', { name: t.pagination.next }).click()
      await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeInViewport({
        ratio: 1,
      })
      release()
      await expect(page.getByText(current(2))).toBeAttached({ timeout: 10_000 })
    })

    test('the banner swipes, autoplays and pauses on hover', async ({ page }) => {
      await page.clock.install()
      await page.goto(list)
      const banner = page.getByRole('region', { name: t.swiper.label })
      const dot = (index: number) =>
        banner.getByRole('button', { name: t.swiper.goTo.replace('{index}', String(index)) })
      await expect(dot(1)).toHaveAttribute('aria-current', 'true')
      await expect(banner.locator('img[loading="eager"]')).toHaveCount(1)
      await expect(banner.locator('img[loading="lazy"]')).toHaveCount(4)
      // Each slide is named with its place, in the page's language.
      for (const index of [1, 5]) {
        const name = t.swiper.slide.replace('{index}', String(index)).replace('{total}', '5')
        await expect(banner.getByRole('group', { name, exact: true })).toHaveCount(1)
      }

      // A click before the banner's code runs would do nothing.
      const next = banner.getByRole('button', { name: t.swiper.next })
      await hydrated(next)
      await next.click()
      await expect(dot(2)).toHaveAttribute('aria-current', 'true')
      await dot(4).click()
      await expect(dot(4)).toHaveAttribute('aria-current', 'true')

      // Autoplay moves on; the pointer over the banner holds it.
      // A click outside takes focus (which also holds it) out of the banner.
      // The slides announce themselves only while held (aria-live): the
      // clock moves once the banner has taken the pointer's and focus's
      // leaving in, which a busy machine delays.
      const slides = banner.locator('[aria-live]')
      await page.getByRole('heading', { level: 1 }).click()
      await page.mouse.move(0, 0)
      await expect(slides).toHaveAttribute('aria-live', 'off')
      await page.clock.runFor(6_100)
      await expect(dot(5)).toHaveAttribute('aria-current', 'true')
      await banner.hover()
      await expect(slides).toHaveAttribute('aria-live', 'polite')
      await page.clock.runFor(13_000)
      await expect(dot(5)).toHaveAttribute('aria-current', 'true')
      await page.mouse.move(0, 0)
      await expect(slides).toHaveAttribute('aria-live', 'off')
      await page.clock.runFor(6_100)
      await expect(dot(1)).toHaveAttribute('aria-current', 'true')

      // The pause button stops it.
      await banner.getByRole('button', { name: t.swiper.pause }).click()
      await page.getByRole('heading', { level: 1 }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(13_000)
      await expect(dot(1)).toHaveAttribute('aria-current', 'true')
      await expect(banner.getByRole('button', { name: t.swiper.play })).toBeVisible()
    })

    test('the banner stays still for visitors who prefer reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.clock.install()
      await page.goto(list)
      const banner = page.getByRole('region', { name: t.swiper.label })
      await page.clock.runFor(13_000)
      await expect(
        banner.getByRole('button', { name: t.swiper.goTo.replace('{index}', '1') }),
      ).toHaveAttribute('aria-current', 'true')
      await expect(banner.getByRole('button', { name: t.swiper.pause })).toBeHidden()
    })
  })

  test.describe(`news article (${locale})`, () => {
    test('opens from the list, moves to its neighbours and back to the filtered list', async ({
      page,
    }) => {
      await page.goto(`${list}?category=company&view=list`)
      const company = publishedNews.filter((article) => article.category === 'company')
      await cardTitles(page).first().getByRole('link').click()
      // The article's code loads after the click (seconds on a busy machine).
      await expect(page).toHaveURL(/\/news\/detail\/\d+$/, { timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(company[0]![locale].title)
      const crumbs = page.getByRole('navigation', { name: t.breadcrumb.label })
      await expect(crumbs.getByRole('listitem')).toHaveText([
        t.breadcrumb.home,
        t.breadcrumb.news,
        t.breadcrumb.detail,
      ])
      await expect(page.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-/)

      // Previous is the next older article in this language.
      const index = publishedNews.indexOf(company[0]!)
      await page.getByRole('link', { name: publishedNews[index + 1]![locale].title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        publishedNews[index + 1]![locale].title,
      )
      await page.getByRole('link', { name: t.backToList }).click()
      await expect(page).toHaveURL(/category=company/)
      await expect(page).toHaveURL(/view=list/)
    })

    test('the newest article has no next one', async ({ page }) => {
      await page.goto(list)
      await cardTitles(page).first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        publishedNews[0]![locale].title,
      )
      await expect(page.getByText(t.noRelated)).toBeVisible()
    })

    test('carries its metadata, alternates and structured data', async ({ page }) => {
      await page.goto(list)
      // Followed once the page has hydrated: a click before that leaves the
      // list's head tags beside the article's (Next's vercel/next.js#97472).
      const link = cardTitles(page).first().getByRole('link')
      await hydrated(link)
      await link.click()
      await expect(page).toHaveURL(/\/news\/detail\/\d+$/)
      const path = new URL(page.url()).pathname
      await expect(page).toHaveTitle(new RegExp(publishedNews[0]![locale].title.slice(0, 10)))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteOrigin}${path}`,
      )
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3)
      // Its share card (share-cards.spec.ts), a PNG drawn for it in its language.
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        new RegExp(`^https?://.+/cards/${locale}\\.article-\\d+\\.[\\w-]{16}\\.png$`),
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map(
            (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
          ),
        )
      expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
    })

    test('unknown, hidden and malformed ids get the 404 page', async ({ request, browser }) => {
      const hiddenIds = await hiddenArticleIds(request)
      const ids = ['0', '-1', 'abc', '1.5', '99999999', '%00', 'x'.repeat(10_000), ...hiddenIds]
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      for (const id of ids) {
        const path = localePath(locale, `/news/detail/${id}`)
        const response = await request.get(path)
        expect(response.status(), String(id).slice(0, 20)).toBe(404)
        expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|SQLITE|SELECT /)
      }
      const response = await page.goto(localePath(locale, `/news/detail/${hiddenIds[0]}`))
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(new RegExp(catalogues[locale].notFound.title))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        catalogues[locale].notFound.message.split('{path}')[0]!.trim(),
      )
      await context.close()
    })
  })

  test.describe(`news feed and sitemap (${locale})`, () => {
    test('the RSS feed parses and lists only published articles of the language', async ({
      page,
      request,
    }) => {
      const response = await request.get(localePath(locale, '/news/rss.xml'))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      await page.goto(list)
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', `${siteOrigin}${localePath(locale, '/news/rss.xml')}`)
      const items = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml')
        if (doc.querySelector('parsererror')) return null
        return [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          date: item.querySelector('pubDate')?.textContent ?? '',
          // The whole text, as HTML (content:encoded).
          content:
            item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
              ?.textContent ?? '',
        }))
      }, xml)
      expect(items).not.toBeNull()
      expect(items!.map((item) => item.title)).toEqual(
        publishedNews.slice(0, 20).map((article) => article[locale].title),
      )
      for (const item of items!) {
        expect(item.link).toMatch(
          new RegExp(`^${siteOrigin}${localePath(locale, '/news/detail/')}\\d+$`),
        )
        expect(Number.isNaN(Date.parse(item.date))).toBe(false)
        const body = await page.evaluate((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html')
          return {
            text: doc.body.textContent ?? '',
            paragraphs: doc.querySelectorAll('p').length,
            addresses: [...doc.querySelectorAll('[src], [href]')].map(
              (node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '',
            ),
          }
        }, item.content)
        expect(body.paragraphs, item.link).toBeGreaterThan(0)
        expect(body.text.length, item.link).toBeGreaterThan(80)
        // Feed readers get absolute addresses.
        for (const address of body.addresses) expect(address, item.link).toMatch(/^https?:\/\//)
      }
      for (const article of hiddenNews) expect(xml).not.toContain(article[locale].title)
    })

    test('the sitemap lists every published article with lastmod and alternates', async ({
      request,
    }) => {
      const xml = await (await request.get(localePath(locale, '/sitemap.xml'))).text()
      const articles = xml.split('<url>').filter((entry) => entry.includes('/news/detail/'))
      expect(articles.length).toBeGreaterThanOrEqual(publishedNews.length)
      for (const entry of articles) {
        expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
        // Its own language at least: a test beside this one may be saving an
        // article written in one language.
        expect(entry).toContain(`hreflang="${locale}"`)
      }
      // The launch articles, written in both, name both.
      const bilingual = articles.filter(
        (entry) => entry.includes('hreflang="zh"') && entry.includes('hreflang="en"'),
      )
      expect(bilingual.length).toBeGreaterThanOrEqual(publishedNews.length)
      expect(xml).toContain(`<loc>${siteOrigin}${list}</loc>`)
      for (const id of await hiddenArticleIds(request)) {
        expect(xml).not.toContain(`/news/detail/${id}<`)
      }
    })

    test('the list never shows the draft or the scheduled article', async ({ request }) => {
      const html = await (await request.get(list)).text()
      for (const article of hiddenNews) expect(html).not.toContain(article[locale].title)
      const latest = await (await request.get(`${list}?year=2026`)).text()
      for (const article of hiddenNews) expect(latest).not.toContain(article[locale].title)
    })
  })
}

/**
 * Holds the page's requests whose address `matches` until the returned
 * function is called: the next view stays on its way while the test looks.
 */
async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(matches, async (route) => {
    await released
    await route.continue().catch(() => {
      // The page moved on (or closed) meanwhile.
    })
  })
  return release
}

test('on a phone the category row that scrolls shows that it does, and its last chip whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/news')
  const row = page
    .getByRole('navigation', { name: catalogues.zh.news.filters.category })
    .locator('ul')
  const state = () =>
    row.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      mask: getComputedStyle(el).maskImage,
    }))
  expect(await state()).toEqual({ scrolls: true, mask: expect.stringContaining('gradient') })
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  // Scrolled to the end, only the row's padding fades: the last chip is whole.
  const last = row.locator('li').last()
  const [chip, box] = await Promise.all([last.boundingBox(), row.boundingBox()])
  const gutter = await row.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight))
  expect(chip!.x + chip!.width).toBeLessThanOrEqual(box!.x + box!.width - gutter + 1)
})

for (const path of ['/news', '/en/news', '/news?category=industry', '/news?view=list']) {
  test(`the banner never features an article of the list's top row (${path})`, async ({ page }) => {
    await page.goto(path)
    const locale = path.startsWith('/en') ? 'en' : 'zh'
    const banner = page.getByRole('region', { name: catalogues[locale].news.swiper.label })
    const featured = await banner
      .locator('a[href*="/news/detail/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(featured.length).toBeGreaterThan(0)
    const top = await page
      .locator('main ul[data-view] > li')
      .evaluateAll((items) =>
        items
          .slice(0, 3)
          .map((item) => item.querySelector('a[href*="/news/detail/"]')?.getAttribute('href')),
      )
    expect(top).toHaveLength(3)
    expect(featured.filter((href) => top.includes(href))).toEqual([])
  })
}

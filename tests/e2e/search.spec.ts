import { catalogues, expect, hydrated, jsonLd, localePath, locales, test } from './fixtures'
import { searchFollowsSaves } from './search-follows-saves'
import { phrasesOf } from '@/content/search/terms'

/** A query of each language, and a word of the article it must find first. */
const queries = {
  zh: { q: '语音病历', title: '语音病历进门诊', many: '模型' },
  en: { q: 'voice medical records', title: 'Voice Medical Records in the Clinic', many: 'model' },
} as const

for (const locale of locales) {
  const t = catalogues[locale].search
  const { q, title, many } = queries[locale]

  for (const width of [375, 1440]) {
    test(`search finds the article, marks the words and keeps the query (${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, '/search'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.getByText(t.start)).toBeVisible()
      const field = page.getByRole('searchbox', { name: t.field })
      await field.fill(q)
      await field.press('Enter')
      await expect(page).toHaveURL(/[?&]q=/)
      expect(new URL(page.url()).searchParams.get('q')).toBe(q)
      await expect(page.getByRole('searchbox', { name: t.field })).toHaveValue(q)

      const results = page.getByRole('main').getByRole('listitem')
      const first = results.first()
      await expect(first.getByRole('heading', { level: 2 })).toContainText(title)
      await expect(first.locator('mark').first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('status')).toContainText(q)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await first.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    })
  }

  test(`search filters by type and pages through results (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, `/search?q=${encodeURIComponent(many)}`))
    const filters = page.getByRole('navigation', { name: t.types.label })
    await filters.getByRole('link', { name: new RegExp(`^${t.types.job}`) }).click()
    await expect(page).toHaveURL(/type=job/)
    const labels = page.getByRole('main').getByRole('listitem').locator('p').first()
    await expect(labels).toContainText(t.types.job)

    await filters.getByRole('link', { name: new RegExp(`^${t.types.all}`) }).click()
    const pages = page.getByRole('navigation', { name: t.pagination.label })
    await pages.getByRole('link', { name: t.pagination.next }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pages.getByRole('link', { name: t.pagination.previous })).toBeVisible()
  })

  test(`a search that finds nothing suggests where to go (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/search?q=zzqqxv'))
    await expect(page.getByRole('main').getByRole('status')).toContainText('zzqqxv')
    await expect(page.getByRole('heading', { name: t.browse })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.latest })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: t.types.faq, exact: true }),
    ).toHaveAttribute('href', localePath(locale, '/faq'))
  })

  test(`results pages ask not to be indexed; bad values fall back (${locale})`, async ({
    page,
  }) => {
    const answer = await page.goto(
      localePath(locale, `/search?q=${'x'.repeat(5000)}&type=secret&page=-1`),
    )
    expect(answer?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect((await page.getByRole('searchbox').inputValue()).length).toBe(100)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form works as a plain form', async ({ page }) => {
    await page.goto('/search')
    await page.getByRole('searchbox').fill('舌诊')
    await page.getByRole('button', { name: catalogues.zh.search.submit }).click()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('舌')
  })
})

for (const locale of locales) {
  for (const width of [375, 1440]) {
    test(`the header opens the search at every width (${locale}, ${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, '/faq'))
      await page
        .getByRole('banner')
        .getByRole('link', { name: catalogues[locale].nav.search })
        .click()
      await expect(page).toHaveURL(localePath(locale, '/search'))
      // The cursor is in the field, ready for the query.
      await expect(
        page.getByRole('searchbox', { name: catalogues[locale].search.field }),
      ).toBeFocused()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })
  }
}

test('the / key opens the search, and on its page goes to the field', async ({ page }) => {
  await page.goto('/en/news')
  await hydrated(page.getByRole('banner'))
  await page.keyboard.press('/')
  await expect(page).toHaveURL('/en/search')
  const field = page.getByRole('searchbox', { name: catalogues.en.search.field })
  await expect(field).toBeFocused()
  await hydrated(field)
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('/')
  await expect(field).toBeFocused()
  // Typed in a field, it is a slash.
  await page.keyboard.type('a/b')
  await expect(field).toHaveValue('a/b')
})

for (const locale of locales) {
  test(`the home page names the search as the site's search action (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(localePath(locale, '/'))
    const site = (await jsonLd(page)).find((item) => item['@type'] === 'WebSite') as
      { potentialAction: { target: { urlTemplate: string }; 'query-input': string } } | undefined
    const template = site?.potentialAction.target.urlTemplate ?? ''
    expect(new URL(template.replace('{search_term_string}', 'x')).pathname).toBe(
      localePath(locale, '/search'),
    )
    expect(template).toMatch(/\?q=\{search_term_string\}$/)
    expect(site?.potentialAction['query-input']).toBe('required name=search_term_string')
    // The template leads to the search.
    const answer = await page.request.get(
      `${baseURL}${localePath(locale, '/search')}?q=${encodeURIComponent(queries[locale].q)}`,
    )
    expect(answer.status()).toBe(200)
  })
}

test("search shows an editor's save as soon as the save has answered", async ({ request }) => {
  test.setTimeout(120_000)
  await searchFollowsSaves(request, 3)
})

/** The words visitors use for openings, and what each site calls them. */
const intents = {
  zh: { words: ['招聘', '职位', '岗位'], news: '新闻' },
  en: { words: ['jobs', 'careers', 'hiring', 'hire'], news: 'news' },
} as const

for (const locale of locales) {
  const t = catalogues[locale].search
  for (const width of [375, 1440]) {
    test(`the words for a kind show that kind; markup is not searched; long queries wrap (${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const results = page.locator('main ol > li')
      for (const q of intents[locale].words) {
        await page.goto(localePath(locale, `/search?q=${encodeURIComponent(q)}`))
        await expect(results.first()).toBeVisible()
        // Every result an opening, none with the word marked in it.
        const kinds = await results.locator('p span.font-bold').allTextContents()
        expect(new Set(kinds), q).toEqual(new Set([t.types.job]))
        await expect(results.locator('mark')).toHaveCount(0)
      }
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(intents[locale].news)}`))
      expect(new Set(await results.locator('p span.font-bold').allTextContents())).toEqual(
        new Set([t.types.article]),
      )

      // A script typed or pasted is not looked for.
      await page.goto(
        localePath(locale, `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`),
      )
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
        t.empty.split('“')[0]!,
      )
      await expect(results).toHaveCount(0)

      // A pasted address and a long word wrap instead of widening the page.
      for (const q of [
        `https://example.com/${'a'.repeat(80)}/${'b'.repeat(60)}?q=${'c'.repeat(40)}`,
        'x'.repeat(100),
      ]) {
        await page.goto(localePath(locale, `/search?q=${encodeURIComponent(q)}`))
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          q,
        ).toBeLessThanOrEqual(width)
      }
    })
  }
}

/** A word typed with one slip in each language, and what it was taken for. */
const typos = {
  zh: { typed: '模形', meant: '模型' },
  en: { typed: 'resoning', meant: 'reasoning' },
} as const

for (const width of [375, 1440]) {
  test(`the words searched are visibly marked in titles, never a lone Chinese character (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/search?q=%E8%AF%AD%E9%9F%B3%E7%97%85%E5%8E%86')
    const mark = page.locator('main ol > li h2 mark').first()
    await expect(mark).toHaveText('语音病历')
    // Not only bold in a bold title: underlined and tinted.
    expect(await mark.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline')
    await page.goto(`/search?q=${encodeURIComponent('天衍 新加坡')}`)
    const marked = await page.locator('main mark').allTextContents()
    expect(marked.filter((text) => [...text].length === 1 && /\p{Script=Han}/u.test(text))).toEqual(
      [],
    )
  })

  test(`a query in the other language points to that site when it finds nothing here (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    // "tongue diagnosis" is written on the English site only.
    await page.goto(`/search?q=${encodeURIComponent('tongue diagnosis')}`)
    const link = page.getByRole('link', { name: /tongue diagnosis/ })
    await expect(link).toHaveAttribute('href', `/en/search?q=tongue+diagnosis`)
    await link.click()
    await expect(page.locator('main ol > li').first()).toBeVisible()
    await page.goto(`/en/search?q=${encodeURIComponent('舌诊')}`)
    await expect(page.getByRole('link', { name: /舌诊/ })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('舌诊')}`,
    )
  })

  for (const locale of locales) {
    test(`a word taken for a typo is said, with a search as typed (${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const t = catalogues[locale].search
      const { typed, meant } = typos[locale]
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(typed)}`))
      const notice = page.getByText(t.corrected.replace('{corrected}', meant))
      await expect(notice).toBeVisible()
      await expect(page.locator('main ol > li mark').first()).toBeVisible()
      const instead = page.getByRole('link', { name: t.searchInstead.replace('{query}', typed) })
      await expect(instead).toHaveAttribute(
        'href',
        localePath(locale, `/search?q=${encodeURIComponent(typed)}&exact=1`),
      )
      await instead.click()
      await expect(page).toHaveURL(/exact=1$/)
      await expect(notice).toHaveCount(0)
    })
  }
}

/** A model and an app as visitors ask for them, and where the home page shows them. */
const products = {
  zh: { model: '智草植物大模型', app: '天衍问答' },
  en: { model: 'Zhicao plant model', app: 'Tianyan Answers' },
} as const

for (const locale of locales) {
  const t = catalogues[locale].search
  for (const width of [375, 1440]) {
    test(`the models and apps of the home page are found, and lead to it (${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(products[locale].app)}`))
      const app = page.locator('main ol > li').first()
      await expect(app.locator('p span.font-bold')).toHaveText(t.types.product)
      await expect(app.getByRole('link')).toHaveAttribute(
        'href',
        `${localePath(locale, '/')}#productApply`,
      )
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(products[locale].model)}`))
      const model = page.locator('main ol > li').first()
      await expect(model.locator('p span.font-bold')).toHaveText(t.types.product)
      await model.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}#models$`))
      await expect(page.locator('#models h2')).toBeInViewport()
    })
  }
}

for (const width of [320, 375]) {
  test(`result titles break between words, never inside a Chinese one (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/search?q=${encodeURIComponent('智草 植物')}`)
    const titles = page.locator('main ol > li h2')
    await expect(titles.first()).toBeVisible()
    // Where each title's lines break: the index of each line's first character.
    const found = await titles.evaluateAll((headings) =>
      headings.map((heading) => {
        const text: string[] = []
        const breaks: number[] = []
        let top: number | null = null
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let at = 0; at < node.textContent!.length; at++) {
            const range = document.createRange()
            range.setStart(node, at)
            range.setEnd(node, at + 1)
            const rect = range.getClientRects()[0]
            if (rect && node.textContent![at]!.trim()) {
              if (top !== null && rect.top > top + 4) breaks.push(text.length)
              top = rect.top
            }
            text.push(node.textContent![at]!)
          }
        }
        return { title: text.join(''), breaks }
      }),
    )
    expect(found.some(({ breaks }) => breaks.length > 0)).toBe(true)
    for (const { title, breaks } of found) {
      const bounds = new Set<number>()
      let at = 0
      for (const phrase of phrasesOf(title)) bounds.add((at += phrase.length))
      for (const index of breaks) {
        const pair = title.slice(index - 1, index + 1)
        if (/^\p{Script=Han}{2}$/u.test(pair))
          expect(bounds.has(index), `${title} at ${pair}`).toBe(true)
      }
    }
  })
}

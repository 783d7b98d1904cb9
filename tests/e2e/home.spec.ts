import type { Page } from '@playwright/test'
import { faqs } from '../../src/content-types/faqs/cms/launch'
import { siteSeed } from '../../src/cms/seed/site'
import { adminAuth } from './content-api'
import { expectQrCode } from './qr'
import { videos } from '../../src/content-types/videos/cms/launch'
import { catalogues, expect, jsonLd, localePath, locales, test } from './fixtures'

const AGENT = 'https://agent-test.example.com'

/**
 * The home sections, in order: the anchor of each and the catalogue key of
 * its title. A content type's own section (its folder's tests check it) may
 * come between them.
 */
const sections = [
  ['models', 'models'],
  ['featured', 'featured'],
  ['pcsolutions', 'solutions'],
  ['productApply', 'apps'],
  ['technicalAbility', 'technology'],
  ['videosay', 'videos'],
  ['news', 'news'],
  ['faq', 'faq'],
] as const

/** Agent-app links of the home page, as path?query, with the expected count of each. */
const agentLinks = {
  '/tianyan': 1,
  '/deepseek': 2,
  '/qihuang': 2,
  '/': 2,
  '/zhicao': 1,
  '/ty': 1,
  '/business-reports': 1,
  '/share?id=1': 1,
  '/share?id=2': 1,
  '/share?id=3': 1,
  '/answer': 1,
  '/plant': 1,
}

const section = (page: Page, id: string) => page.locator(`main section#${id}`)

for (const locale of locales) {
  const t = catalogues[locale].home
  const tModels = catalogues[locale].models
  const home = localePath(locale, '/')

  test.describe(`home page (${locale})`, () => {
    test('has every section, in order, each named by its heading', async ({ page }) => {
      await page.goto(home)
      const ids = await page
        .locator('main section[id]')
        .evaluateAll((nodes) => nodes.map((node) => node.id))
      const listed = new Set<string>(sections.map(([id]) => id))
      expect(ids.filter((id) => listed.has(id))).toEqual(sections.map(([id]) => id))
      expect(new Set(ids).size).toBe(ids.length)
      for (const [id, key] of sections) {
        await expect(page.getByRole('region', { name: t[key].title })).toHaveAttribute('id', id)
      }
    })

    test('lists the five models with their capabilities and agent-app pages', async ({ page }) => {
      await page.goto(home)
      const models = section(page, 'models').locator('> div > ul > li')
      await expect(models).toHaveCount(5)
      const expected = [
        ['general', '/tianyan', ['qa', 'copy', 'notes', 'vision']],
        ['reasoning', '/deepseek', ['math', 'code', 'logic', 'mindmap']],
        ['tcm', '/qihuang', ['tongue', 'acupoints', 'prescriptions', 'herbs']],
        ['medical', '/', ['consult', 'records', 'triage', 'medicineBox', 'reports']],
        ['herb', '/zhicao', ['plants', 'herbId', 'knowledge']],
      ] as const
      for (const [index, [key, path, capabilities]] of expected.entries()) {
        const card = models.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(tModels[key])
        await expect(
          card.getByRole('list', { name: t.models.capabilitiesLabel }).getByRole('listitem'),
        ).toHaveText(capabilities.map((capability) => t.models.capabilities[capability]))
        const link = card.getByRole('link')
        await expect(link).toHaveAttribute('href', `${AGENT}${path}?lang=${locale}`)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
    })

    test("each model card shows the agent at work, in the page's language", async ({ page }) => {
      await page.goto(home)
      const models = section(page, 'models').locator('> div > ul > li')
      const s = t.models.samples
      const sample = (index: number, caption: string) =>
        models.nth(index).getByRole('figure', { name: `${s.label} · ${caption}` })
      await expect(sample(0, s.general.caption)).toContainText(s.general.question)
      await expect(sample(0, s.general.caption)).toContainText(s.general.answer)
      await expect(sample(1, s.reasoning.caption).getByRole('listitem')).toContainText([
        s.reasoning.steps.a,
        s.reasoning.steps.b,
        s.reasoning.steps.c,
      ])
      await expect(sample(2, s.tcm.caption)).toContainText(s.tcm.finding)
      const report = sample(3, s.medical.caption)
      await expect(report.locator('dt')).toHaveText([
        s.medical.rows.haemoglobin.name,
        s.medical.rows.glucose.name,
      ])
      await expect(report.locator('dd')).toHaveText([
        `${s.medical.rows.haemoglobin.value}${s.medical.normal}`,
        `${s.medical.rows.glucose.value}${s.medical.high}`,
      ])
      await expect(sample(4, s.herb.caption)).toContainText(s.herb.name)
      await expect(sample(4, s.herb.caption)).toContainText(s.herb.match.replace('{percent}', '96'))
    })

    test('every agent-app link carries the language', async ({ page }) => {
      await page.goto(home)
      const hrefs = await page
        .locator(`main a[href^="${AGENT}"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const counts: Record<string, number> = {}
      for (const href of hrefs) {
        const url = new URL(href)
        expect(url.searchParams.get('lang'), href).toBe(locale)
        url.searchParams.delete('lang')
        const key = url.pathname + url.search
        counts[key] = (counts[key] ?? 0) + 1
      }
      expect(counts).toEqual(agentLinks)
    })

    test('offers both apps for iOS and Android, by button and by QR code', async ({ page }) => {
      await page.goto(`${home}#productApply`)
      const apps = section(page, 'productApply')
      const stores = [
        ['answer', 'ios', siteSeed.shared.appLinks.answerIos],
        ['answer', 'android', siteSeed.shared.appLinks.answerAndroid],
        ['plant', 'ios', siteSeed.shared.appLinks.plantIos],
        ['plant', 'android', siteSeed.shared.appLinks.plantAndroid],
      ] as const
      for (const [app, platform, url] of stores) {
        const name = t.apps.items[app].name
        const button = apps.getByRole('link', { name: `${t.apps[platform]} ${name}` })
        await expect(button).toHaveAttribute('href', url)
        await expect(button).toHaveAttribute('target', '_blank')
        const code = apps.getByRole('img', {
          name: t.apps.qrLabel
            .replace('{app}', name)
            .replace('{platform}', t.apps.platforms[platform]),
        })
        await expectQrCode(code, url)
        const box = await code.boundingBox()
        expect(box?.width).toBeGreaterThanOrEqual(96)
      }
    })

    test('shows the technology section with the two computing centres', async ({ page }) => {
      await page.goto(home)
      const tech = section(page, 'technicalAbility')
      for (const key of ['base', 'centres', 'lab'] as const) {
        await expect(
          tech.getByRole('heading', { name: t.technology.items[key].title }),
        ).toBeVisible()
        await expect(tech.getByText(t.technology.items[key].figures.a.label)).toBeVisible()
      }
    })

    test('plays a video in a dialog that Escape closes, loading nothing before', async ({
      page,
    }) => {
      const clips: string[] = []
      page.on('request', (request) => {
        if (/\.(mp4|webm)(\?|$)/.test(request.url())) clips.push(request.url())
      })
      await page.goto(`${home}#videosay`)
      const gallery = section(page, 'videosay')
      const cards = gallery.getByRole('button', { name: /./ })
      await expect(cards).toHaveCount(videos.length)
      await expect(page.locator('video')).toHaveCount(0)
      expect(clips).toEqual([])

      const first = videos[0]![locale]
      const card = gallery.getByRole('button', {
        name: t.videos.play.replace('{title}', first.title),
      })
      await card.click()
      const dialog = page.getByRole('dialog', { name: first.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(first.transcript)).toBeVisible()
      const video = dialog.locator('video')
      await expect(video).toHaveAttribute('controls', '')
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(2)
      expect(clips.length).toBeGreaterThan(0)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.locator('video')).toHaveCount(0)
      await expect(card).toBeFocused()

      // The close button works too.
      await card.click()
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t.videos.close }).click()
      await expect(dialog).toBeHidden()
    })

    test('teases the latest published articles, as the data layer has them', async ({
      page,
      request,
    }) => {
      // As visitors may read them: published, due, written in this language.
      const latest = await request.get('/api/news', {
        headers: await adminAuth(request),
        params: {
          locale,
          sort: '-publishedAt',
          limit: '3',
          depth: '0',
          'where[translations][in]': locale,
          'where[_status][equals]': 'published',
          'where[publishedAt][less_than_equal]': new Date().toISOString(),
        },
      })
      const docs = ((await latest.json()) as { docs: { id: number; title: string }[] }).docs
      expect(docs).toHaveLength(3)

      await page.goto(home)
      const news = section(page, 'news')
      const titles = news.getByRole('heading', { level: 3 })
      await expect(titles).toHaveText(docs.map((doc) => doc.title))
      await expect(news.locator('time')).toHaveCount(3)
      await expect(news.getByRole('link', { name: t.news.all })).toHaveAttribute(
        'href',
        localePath(locale, '/news'),
      )
      await titles.first().getByRole('link').click()
      await expect(page).toHaveURL(localePath(locale, `/news/detail/${docs[0]!.id}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(docs[0]!.title)
    })

    test('answers the FAQ in an accordion that links to the FAQ page', async ({ page }) => {
      await page.goto(home)
      const faq = section(page, 'faq')
      const questions = faq.locator('details > summary')
      await expect(questions).toHaveCount(faqs.length)
      const first = faqs[0]![locale]
      const answer = faq.getByText(first.answer.split('\n')[0]!.trim())
      await expect(answer).toBeHidden()
      await questions.first().click()
      await expect(answer).toBeVisible()
      await questions.first().focus()
      await page.keyboard.press('Enter')
      await expect(answer).toBeHidden()
      await expect(faq.getByRole('link', { name: t.faq.all })).toHaveAttribute(
        'href',
        localePath(locale, '/faq'),
      )
    })

    test('describes the company as structured data', async ({ page }) => {
      await page.goto(home)
      const data = await jsonLd(page)
      const organization = data.find((item) => item['@type'] === 'Organization')
      expect(organization).toMatchObject({
        name: siteSeed.localized[locale].companyName,
        foundingDate: '2014',
        email: siteSeed.shared.marketingEmail,
        telephone: siteSeed.shared.phone,
      })
      expect(organization?.logo).toMatch(/^https?:\/\/.+\/assets\/brand\/icon\.svg$/)
    })
  })
}

test('the header anchors scroll to their home sections', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/news')
  const nav = page.getByRole('navigation', { name: catalogues.zh.nav.label })
  for (const [key, id] of [
    ['scenarios', 'pcsolutions'],
    ['downloads', 'productApply'],
    ['technology', 'technicalAbility'],
    ['videos', 'videosay'],
  ] as const) {
    await nav.getByRole('link', { name: catalogues.zh.nav[key], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/#${id}$`))
    await expect(section(page, id)).toBeInViewport()
  }
})

for (const width of [360, 1920]) {
  test(`the home page fits ${width} px without horizontal scrolling, with 44 px targets`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    // Links and buttons of the sections; a card's title link covers its whole card.
    const small = await page
      .locator('main section a, main section button, main section summary')
      .evaluateAll((targets) =>
        targets
          .filter((target) => !target.closest('h3') && target.getClientRects().length > 0)
          .map((target) => ({ target, box: target.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ target }) => target.outerHTML.slice(0, 120)),
      )
    expect(small).toEqual([])
  })
}

test('below the hero, images load lazily and have alt text', async ({ page }) => {
  await page.goto('/')
  const images = await page.locator('main img').evaluateAll((nodes) =>
    nodes.map((node) => ({
      loading: node.getAttribute('loading'),
      alt: node.getAttribute('alt'),
      src: node.getAttribute('src') ?? '',
    })),
  )
  expect(images.length).toBeGreaterThan(5)
  for (const image of images) {
    expect(image.loading).toBe('lazy')
    // A drawn cover is decorative (the card's title says what it is); every other image says what it shows.
    if (image.src.startsWith('/covers/')) expect(image.alt, image.src).toBe('')
    else expect(image.alt, image.src).toBeTruthy()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the home page is complete from the server', async ({ page }) => {
    await page.goto('/en')
    const t = catalogues.en.home
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.hero.title)
    for (const key of [
      'models',
      'solutions',
      'apps',
      'technology',
      'videos',
      'news',
      'faq',
    ] as const) {
      await expect(page.getByRole('heading', { level: 2, name: t[key].title })).toBeAttached()
    }
    await expect(page.locator('#videosay').getByRole('button')).toHaveCount(videos.length)
  })
})

test('each part of a page hydrates on its own, in short tasks', async ({ request }) => {
  // React hydrates an <Activity> boundary apart from the rest, in slices that
  // yield to the browser: the header, the content and the footer of every
  // page, and each section of the home page. Its markers are in the HTML.
  const html = async (path: string) => (await request.get(path)).text()
  const boundaries = (text: string) => (text.match(/<!--&-->/g) ?? []).length
  for (const path of ['/faq', '/en/news', '/profile']) expect(boundaries(await html(path))).toBe(3)
  for (const path of ['/', '/en']) {
    // Its own sections and those of the content types (src/features/types.ts), and the hero.
    const text = await html(path)
    const shown = (text.match(/<section[^>]* data-section[ =>]/g) ?? []).length
    expect(shown).toBeGreaterThanOrEqual(sections.length)
    expect(boundaries(text)).toBe(3 + shown + 1)
  }
})

test('text is shaped on the browser’s fast path', async ({ page }) => {
  // text-rendering: optimizeLegibility doubled the first layout of Chinese pages.
  for (const path of ['/', '/en/faq']) {
    await page.goto(path)
    const rendering = await page.evaluate(() => getComputedStyle(document.body).textRendering)
    expect(rendering).toBe('auto')
  }
})

test('icons are drawn from one sprite file, kept for good, each reference found in it', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/en/news']) {
    await page.goto(path)
    const hrefs = await page
      .locator('svg use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
    expect(hrefs.length, path).toBeGreaterThan(path === '/' ? 20 : 5)
    const files = new Set(hrefs.map((href) => href.split('#')[0]))
    expect([...files], path).toHaveLength(1)
    const [file] = [...files]
    expect(file).toMatch(/^\/assets\/icons\/[\w.-]+\.svg$/)

    const sprite = await request.get(file!)
    expect(sprite.status()).toBe(200)
    expect(sprite.headers()['content-type']).toBe('image/svg+xml')
    expect(sprite.headers()['cache-control']).toContain('immutable')
    const svg = await sprite.text()
    for (const href of new Set(hrefs)) expect(svg, href).toContain(`id="${href.split('#')[1]}"`)

    // The icons are painted: the header's first has the size of its drawing
    // (none while the file is missing).
    const icon = page.locator('header svg use').first()
    await expect
      .poll(() => icon.evaluate((use) => (use as SVGUseElement).getBBox().width))
      .toBeGreaterThan(0)
  }
  // Another name is not found; a name of another build gets the icons, briefly kept.
  expect((await request.get('/assets/icons/..%2Fx')).status()).toBe(404)
  const other = await request.get('/assets/icons/0000000-1.svg')
  expect(other.status()).toBe(200)
  expect(other.headers()['cache-control']).not.toContain('immutable')
})

test('the logo mark is the site icon’s file, and no id is written twice', async ({ page }) => {
  for (const path of ['/', '/en/faq']) {
    await page.goto(path)
    const marks = page.locator(
      'header img[src="/assets/brand/icon.svg"], footer img[src="/assets/brand/icon.svg"]',
    )
    await expect(marks).toHaveCount(2)
    for (const mark of await marks.all()) {
      await mark.scrollIntoViewIfNeeded()
      await expect
        .poll(() => mark.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      await expect(mark).toHaveAttribute('alt', '')
    }
    const ids = await page
      .locator('[id]')
      .evaluateAll((elements) => elements.map((element) => element.id))
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      path,
    ).toEqual([])
  }
})

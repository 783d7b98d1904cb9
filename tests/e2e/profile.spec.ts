import type { Page } from '@playwright/test'
import { company } from '../../src/cms/seed/content/company'
import { faqs } from '../../src/content-types/faqs/cms/launch'
import { jobs } from '../../src/content-types/jobs/cms/launch'
import { siteSeed } from '../../src/cms/seed/site'
import { catalogues, expect, hydrated, jsonLd, localePath, locales, test } from './fixtures'

/** Marks the document: a full page load loses the mark, client navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)

const openJobs = jobs

for (const locale of locales) {
  const t = catalogues[locale].profile
  const profile = localePath(locale, '/profile')
  const tab = (page: Page, key: keyof typeof t.tabs) =>
    page.getByRole('tablist', { name: t.tabsLabel }).getByRole('tab', { name: t.tabs[key] })
  const panel = (page: Page) => page.getByRole('tabpanel')

  test.describe(`profile (${locale})`, () => {
    test('opens each tab by its URL, rendered on the server', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${profile}?tab=0`)
      await expect(tab(page, 'company')).toHaveAttribute('aria-selected', 'true')
      await expect(panel(page).getByText(company.mission[locale])).toBeVisible()

      await page.goto(`${profile}?tab=1`)
      await expect(tab(page, 'faq')).toHaveAttribute('aria-selected', 'true')
      await expect(tab(page, 'company')).toHaveAttribute('aria-selected', 'false')
      await expect(panel(page).locator('details')).toHaveCount(faqs.length)

      await page.goto(`${profile}?tab=2`)
      await expect(tab(page, 'join')).toHaveAttribute('aria-selected', 'true')
      await expect(panel(page).getByRole('heading', { level: 3 })).toHaveCount(openJobs.length)
      await context.close()
    })

    test('falls back to the company tab for missing or invalid values', async ({ page }) => {
      for (const query of ['', '?tab=', '?tab=3', '?tab=-1', '?tab=abc', '?tab=1.5', '?tab=%00']) {
        const response = await page.goto(`${profile}${query}`)
        expect(response?.status(), query).toBe(200)
        await expect(tab(page, 'company'), query).toHaveAttribute('aria-selected', 'true')
        await expect(panel(page).getByText(company.vision[locale])).toBeVisible()
      }
    })

    test('switches tabs in place by click and by arrow keys', async ({ page }) => {
      await page.goto(profile)
      await markDocument(page)
      await tab(page, 'join').click()
      await expect(page).toHaveURL(`${profile}?tab=2`)
      await expect(panel(page).getByRole('heading', { name: t.jobs.title })).toBeVisible()
      await expect(tab(page, 'join')).toHaveAttribute('aria-selected', 'true')

      await tab(page, 'join').focus()
      await page.keyboard.press('ArrowLeft')
      await expect(page).toHaveURL(`${profile}?tab=1`)
      await expect(tab(page, 'faq')).toBeFocused()
      await expect(panel(page).locator('details')).toHaveCount(faqs.length)
      await page.keyboard.press('Home')
      await expect(page).toHaveURL(`${profile}?tab=0`)
      await expect(tab(page, 'company')).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowLeft')
      await expect(page).toHaveURL(`${profile}?tab=2`)
      expect(await sameDocument(page)).toBe(true)

      await page.goBack()
      await expect(page).toHaveURL(`${profile}?tab=0`)
      await expect(tab(page, 'company')).toHaveAttribute('aria-selected', 'true')
    })

    test('shows the company, its figures, the founder and the milestones', async ({ page }) => {
      await page.goto(profile)
      const content = panel(page)
      for (const value of company.values[locale]) {
        await expect(content.getByRole('heading', { name: value.title, exact: true })).toBeVisible()
      }
      await expect(content.getByText(company.founder.name[locale], { exact: true })).toBeVisible()
      await expect(
        content.getByRole('img', {
          name: t.company.portraitAlt.replace('{name}', company.founder.name[locale]),
        }),
      ).toBeVisible()
      const milestones = content
        .getByRole('list')
        .filter({ has: page.getByText('2014', { exact: true }) })
      await expect(milestones.getByRole('heading', { level: 3 })).toHaveText(
        company.milestones.map((milestone) => milestone[locale].title),
      )
      await expect(content.getByRole('definition')).toHaveText(
        Object.values(catalogues[locale].hero.figures).map((figure) => figure.value),
      )
    })

    test('on a wide screen the milestones use the width as a timeline, years on either side', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(profile)
      const timeline = page.locator('ol[data-timeline]')
      const box = (await timeline.boundingBox())!
      expect(box.width).toBeGreaterThan(1000)
      const years = await timeline.locator(':scope > li > div').evaluateAll((entries) =>
        entries.map((entry) => {
          const rect = entry.getBoundingClientRect()
          return { left: rect.left, right: rect.right }
        }),
      )
      expect(years.length).toBeGreaterThan(2)
      const middle = box.x + box.width / 2
      // In turn: left of the line, then right of it.
      years.forEach((year, index) =>
        index % 2 === 0
          ? expect(year.right, `year ${index}`).toBeLessThan(middle)
          : expect(year.left, `year ${index}`).toBeGreaterThan(middle),
      )
      // On a phone, one column down the line.
      await page.setViewportSize({ width: 375, height: 800 })
      const lefts = await timeline
        .locator(':scope > li > div')
        .evaluateAll((entries) =>
          entries.map((entry) => Math.round(entry.getBoundingClientRect().left)),
        )
      expect(new Set(lefts).size).toBe(1)
    })

    test('the About submenu lands on the right tab', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(localePath(locale, '/news'))
      const nav = catalogues[locale].nav
      const about = page.getByRole('banner').getByRole('button', { name: nav.about })
      const menu = page.getByRole('menu', { name: nav.about })
      await about.hover()
      await menu.getByRole('menuitem', { name: nav.join }).click()
      await expect(page).toHaveURL(`${profile}?tab=2`)
      await expect(tab(page, 'join')).toHaveAttribute('aria-selected', 'true')
      await page.mouse.move(0, 600)
      await about.hover()
      await menu.getByRole('menuitem', { name: nav.company }).click()
      await expect(page).toHaveURL(`${profile}?tab=0`)
      await expect(tab(page, 'company')).toHaveAttribute('aria-selected', 'true')
    })

    test('filters the openings by location and type, with an empty state', async ({ page }) => {
      await page.goto(`${profile}?tab=2`)
      const titles = panel(page).getByRole('heading', { level: 3 })
      await expect(titles).toHaveCount(openJobs.length)
      const location = page.getByRole('combobox', { name: t.jobs.location })
      const type = page.getByRole('combobox', { name: t.jobs.type })

      await hydrated(location)
      await location.selectOption({ label: t.jobs.locations.beijing })
      const inBeijing = openJobs.filter((job) => job.location === 'beijing')
      await expect(titles).toHaveText(inBeijing.map((job) => job[locale].title))
      await type.selectOption({ label: t.jobs.types.part_time })
      await expect(titles).toHaveText(
        inBeijing
          .filter((job) => job.employmentType === 'part_time')
          .map((job) => job[locale].title),
      )
      await expect(
        panel(page).locator('article').getByText(t.jobs.types.part_time).first(),
      ).toBeVisible()

      await location.selectOption({ label: t.jobs.locations.singapore })
      await expect(titles).toHaveCount(0)
      await expect(page.getByText(t.jobs.empty)).toBeVisible()
      await page.getByRole('button', { name: t.jobs.reset }).click()
      await expect(titles).toHaveCount(openJobs.length)
    })

    test('a filter chosen before the page has finished loading is kept', async ({ page }) => {
      // A slow phone: the list is on screen, its script still on the way.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/**/*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(`${profile}?tab=2`, { waitUntil: 'commit' })
      const location = page.getByRole('combobox', { name: t.jobs.location })
      await location.selectOption({ label: t.jobs.locations.beijing })
      release()
      await hydrated(location)
      const inBeijing = openJobs.filter((job) => job.location === 'beijing')
      await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(
        inBeijing.map((job) => job[locale].title),
      )
      await expect(location).toHaveValue('beijing')
      await expect(page).toHaveURL(/\?tab=2&location=beijing$/)
    })

    test('keeps the openings filters in the URL: shared, reloaded, and restored by Back', async ({
      page,
      context,
    }) => {
      await page.goto(`${profile}?tab=2`)
      const titles = panel(page).getByRole('heading', { level: 3 })
      const location = page.getByRole('combobox', { name: t.jobs.location })
      const type = page.getByRole('combobox', { name: t.jobs.type })
      const inBeijing = openJobs.filter((job) => job.location === 'beijing')
      const fullTime = inBeijing.filter((job) => job.employmentType === 'full_time')
      const titlesOf = (jobs: typeof openJobs) => jobs.map((job) => job[locale].title)

      await hydrated(location)
      await location.selectOption({ label: t.jobs.locations.beijing })
      await expect(page).toHaveURL(/\?tab=2&location=beijing$/)
      await type.selectOption({ label: t.jobs.types.full_time })
      await expect(page).toHaveURL(/\?tab=2&location=beijing&type=full_time$/)
      await expect(titles).toHaveText(titlesOf(fullTime))

      await page.reload()
      await expect(location).toHaveValue('beijing')
      await expect(type).toHaveValue('full_time')
      await expect(titles).toHaveText(titlesOf(fullTime))

      await page.goBack()
      await expect(page).toHaveURL(/\?tab=2&location=beijing$/)
      await expect(type).toHaveValue('')
      await expect(titles).toHaveText(titlesOf(inBeijing))
      await page.goBack()
      await expect(location).toHaveValue('')
      await expect(titles).toHaveCount(openJobs.length)
      await page.goForward()
      await expect(location).toHaveValue('beijing')

      // A shared link opens the same list; values it does not know show all.
      const shared = await context.newPage()
      await shared.goto(`${profile}?tab=2&type=full_time&location=beijing`)
      await expect(panel(shared).getByRole('heading', { level: 3 })).toHaveText(titlesOf(fullTime))
      await shared.goto(`${profile}?tab=2&location=mars&type=%ff`)
      await expect(shared.getByRole('combobox', { name: t.jobs.location })).toHaveValue('')
      await expect(panel(shared).getByRole('heading', { level: 3 })).toHaveCount(openJobs.length)
    })

    test('shows each opening with its requirements behind a disclosure', async ({ page }) => {
      await page.goto(`${profile}?tab=2`)
      const first = openJobs[0]!
      const card = page.locator(`article`, {
        has: page.getByRole('heading', { name: first[locale].title }),
      })
      await expect(card.getByText(first[locale].description)).toBeVisible()
      const requirement = card.getByText(first[locale].requirements[0]!)
      await expect(requirement).toBeHidden()
      await card.getByText(t.jobs.requirements).click()
      await expect(requirement).toBeVisible()
    })

    test('applies by e-mail with the name and the position as the subject', async ({ page }) => {
      await page.goto(`${profile}?tab=2`)
      const job = openJobs[1]![locale]
      await page
        .getByRole('button', { name: t.jobs.applyTitle.replace('{position}', job.title) })
        .click()
      const form = page.getByRole('form', {
        name: t.jobs.applyTitle.replace('{position}', job.title),
      })
      const name = form.getByRole('textbox', { name: t.jobs.nameLabel })
      await expect(name).toBeFocused()

      const send = form.getByRole('link', { name: t.jobs.send })
      await send.click()
      await expect(form.getByRole('alert')).toHaveText(t.jobs.nameRequired)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await name.fill('   ')
      await name.press('Enter')
      await expect(form.getByRole('alert')).toHaveText(t.jobs.nameRequired)
      await expect(page).toHaveURL(`${profile}?tab=2`)

      const applicant = locale === 'zh' ? '李雷' : 'Alex Chen'
      await name.fill(applicant)
      await expect(form.getByRole('alert')).toHaveCount(0)
      const href = await send.getAttribute('href')
      expect(href).toBe(
        `mailto:${siteSeed.shared.jobsEmail}?subject=${encodeURIComponent(`${applicant}-${job.title}`)}`,
      )
      await expect(form.getByText(`${applicant}-${job.title}`)).toBeVisible()
      // People without a mail client read the address and the subject format on the page.
      await expect(
        page.getByRole('link', { name: siteSeed.shared.jobsEmail }).first(),
      ).toHaveAttribute('href', `mailto:${siteSeed.shared.jobsEmail}`)
    })

    test('gives every opening its own page with job posting data', async ({ page, request }) => {
      await page.goto(`${profile}?tab=2`)
      const job = openJobs[2]!
      await page.getByRole('link', { name: job[locale].title }).click()
      await expect(page).toHaveURL(new RegExp(`${profile}/jobs/\\d+$`))
      await expect(page.getByRole('heading', { level: 2, name: job[locale].title })).toBeVisible()
      await expect(tab(page, 'join')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText(job[locale].requirements[0]!)).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(job[locale].title))

      const postings = (await jsonLd(page)).filter((item) => item['@type'] === 'JobPosting')
      expect(postings).toHaveLength(1)
      expect(postings[0]).toMatchObject({
        title: job[locale].title,
        hiringOrganization: { name: siteSeed.localized[locale].companyName },
        employmentType: job.employmentType === 'full_time' ? 'FULL_TIME' : 'PART_TIME',
        datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        url: expect.stringMatching(/\/profile\/jobs\/\d+$/),
      })

      const sitemap = await (await request.get(localePath(locale, '/sitemap.xml'))).text()
      expect(sitemap).toContain(`${new URL(page.url()).pathname}</loc>`)
      expect(sitemap.match(/\/profile\/jobs\/\d+<\/loc>/g)).toHaveLength(openJobs.length)

      await page.getByRole('link', { name: t.jobs.back }).click()
      await expect(page).toHaveURL(`${profile}?tab=2`)
    })

    test('an unknown opening is the 404 page, from the server', async ({ request }) => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await request.get(`${profile}/jobs/${id}`)
        expect(response.status(), id).toBe(404)
        expect(await response.text()).toContain(catalogues[locale].notFound.title)
      }
      expect((await request.get(`${profile}/tab/2`)).status()).toBe(404)
    })
  })

  test(`a link to a question opens it (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/faq'))
    const last = faqs.at(-1)![locale]
    const id = await page.locator('details', { hasText: last.question }).getAttribute('id')
    await page.goto(`${localePath(locale, '/')}`)
    await page.goto(`${localePath(locale, '/faq')}#${id}`)
    const question = page.locator(`details#${id}`)
    await expect(question).toHaveAttribute('open', '')
    await expect(question.getByText(last.answer)).toBeInViewport()
  })
}

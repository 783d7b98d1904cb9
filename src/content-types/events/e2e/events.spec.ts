import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { adminAuth, paragraphs } from '../../../../tests/e2e/content-api'
import { logIn } from '../../../../tests/e2e/admin-session'
import {
  catalogues,
  expect,
  jsonLd,
  localePath,
  locales,
  siteOrigin,
  test,
  type Locale,
} from '../../../../tests/e2e/fixtures'
import { FOLLOW_WITHIN_MS } from '../../../../tests/e2e/publish-storm'
import { launchEvents } from '../cms/launch'

/** An event as the public API gives it. */
type StoredEvent = {
  id: number
  title: string
  start: string
  end: string
  mode: 'offline' | 'online'
  venue?: string | null
  city?: string | null
  link?: string | null
  registration?: string | null
}

/**
 * The events visitors can read in `locale` (the REST API is the editors'):
 * upcoming soonest first, past newest first.
 */
async function readableEvents(request: APIRequestContext, locale: Locale) {
  const answer = await request.get('/api/events', {
    headers: await adminAuth(request),
    params: {
      locale,
      'fallback-locale': 'none',
      depth: '0',
      limit: '100',
      sort: 'start',
      'where[_status][equals]': 'published',
      'where[publishedAt][less_than_equal]': new Date().toISOString(),
    },
  })
  const docs = ((await answer.json()) as { docs: StoredEvent[] }).docs.filter((doc) => doc.title)
  const now = Date.now()
  return {
    upcoming: docs.filter((event) => Date.parse(event.end) > now),
    past: docs.filter((event) => Date.parse(event.end) <= now).reverse(),
  }
}

/** An offline event's place as its pages write it. */
const placeOf = (event: StoredEvent, locale: Locale) =>
  `${event.venue}${locale === 'zh' ? '，' : ', '}${event.city}`

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

// axe on a busy machine takes seconds per scan.
test.describe.configure({ timeout: 120_000 })

test('the launch content has six events or more, two upcoming and one online at least', async ({
  request,
}) => {
  expect(launchEvents.length).toBeGreaterThanOrEqual(6)
  for (const locale of locales) {
    const { upcoming, past } = await readableEvents(request, locale)
    expect(upcoming.length + past.length).toBeGreaterThanOrEqual(6)
    expect(upcoming.length).toBeGreaterThanOrEqual(2)
    expect([...upcoming, ...past].some((event) => event.mode === 'online')).toBe(true)
  }
})

for (const locale of locales) {
  const t = catalogues[locale].events

  for (const width of [375, 1440]) {
    test(`the events list: upcoming soonest first, then past newest first (${locale}, ${width}px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const { upcoming, past } = await readableEvents(request, locale)
      await page.goto(localePath(locale, '/'))
      // The header's item (in the menu on a phone).
      const menu = page.getByRole('button', { name: catalogues[locale].nav.openMenu })
      if (await menu.isVisible()) await menu.click()
      await page
        .getByRole('link', { name: catalogues[locale].nav.events, exact: true })
        .filter({ visible: true })
        .first()
        .click()
      await expect(page).toHaveURL(`${siteOrigin}${localePath(locale, '/events')}`)
      await expect(page).toHaveTitle(new RegExp(`^${t.title}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)

      const part = (name: string) =>
        page.getByRole('region', { name }).getByRole('heading', { level: 3 })
      await expect(part(t.upcoming)).toHaveText(upcoming.map((event) => event.title))
      await expect(part(t.past)).toHaveText(past.slice(0, 6).map((event) => event.title))
      expect(await scrollsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test(`an upcoming event: time with its zone, place, register, calendar, JSON-LD, alternates (${locale})`, async ({
    page,
    request,
  }) => {
    const { upcoming } = await readableEvents(request, locale)
    const event = upcoming.find((item) => item.mode === 'offline' && item.registration)!
    await page.goto(localePath(locale, '/events'))
    await page.getByRole('link', { name: event.title, exact: true }).click()
    const path = localePath(locale, `/events/${event.id}`)
    await expect(page).toHaveURL(`${siteOrigin}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)

    const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb.label })
    await expect(breadcrumb.getByRole('link', { name: t.breadcrumb.events })).toHaveAttribute(
      'href',
      localePath(locale, '/events'),
    )
    const when = page.locator('dd time')
    await expect(when).toHaveAttribute('datetime', new Date(event.start).toISOString())
    await expect(when).toContainText(locale === 'zh' ? '中国标准时间' : 'China Standard Time')
    await expect(page.getByText(placeOf(event, locale))).toBeVisible()

    const register = page.getByRole('link', { name: t.register })
    await expect(register).toHaveAttribute('href', event.registration!)
    await expect(register).toHaveAttribute('target', '_blank')
    await expect(register).toHaveAttribute('rel', /noopener/)
    const calendar = page.getByRole('link', { name: t.addToCalendar })
    await expect(calendar).toHaveAttribute(
      'href',
      localePath(locale, `/events/${event.id}/calendar.ics`),
    )

    const data = (await jsonLd(page)).find((item) => item['@type'] === 'Event')
    expect(data).toMatchObject({
      name: event.title,
      startDate: new Date(event.start).toISOString(),
      endDate: new Date(event.end).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.venue },
    })

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteOrigin}${path}`,
    )
    for (const lang of locales) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        `${siteOrigin}${localePath(lang, `/events/${event.id}`)}`,
      )
    }
    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    const image = await request.get(card!.replace(siteOrigin, ''))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toContain('image/')

    // A drawn cover when none is uploaded.
    const cover = page.getByRole('main').locator('img').first()
    const src = await cover.getAttribute('src')
    expect((await request.get(src!)).headers()['content-type']).toContain('image/')
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await scrollsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  test(`the calendar file is one RFC 5545 event that a calendar reads (${locale})`, async ({
    request,
  }) => {
    const { upcoming, past } = await readableEvents(request, locale)
    for (const event of [...upcoming, ...past]) {
      const response = await request.get(localePath(locale, `/events/${event.id}/calendar.ics`))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/calendar')
      const text = await response.text()
      for (const line of text.split('\r\n')) {
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
      }
      // ical.js types parse's answer loosely: a calendar's is one component's data.
      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
      const vevents = calendar.getAllSubcomponents('vevent')
      expect(vevents).toHaveLength(1)
      const vevent = new ICAL.Event(vevents[0])
      expect(vevent.uid).toBeTruthy()
      expect(vevents[0]!.getFirstPropertyValue('dtstamp')).toBeTruthy()
      expect(vevent.summary).toBe(event.title)
      expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(event.start).toISOString())
      expect(vevent.endDate.toJSDate().toISOString()).toBe(new Date(event.end).toISOString())
      // In UTC.
      expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m)
      expect(text).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m)
      expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m)
      if (event.mode === 'online') {
        expect(vevents[0]!.getFirstPropertyValue('url')).toBe(event.link)
      } else {
        expect(vevent.location).toBe(placeOf(event, locale))
      }
    }
  })

  test(`an online event links to where it happens, as a VirtualLocation (${locale})`, async ({
    page,
    request,
  }) => {
    const { upcoming, past } = await readableEvents(request, locale)
    const event = [...upcoming, ...past].find((item) => item.mode === 'online')!
    await page.goto(localePath(locale, `/events/${event.id}`))
    await expect(page.getByRole('link', { name: t.onlineLink })).toHaveAttribute(
      'href',
      event.link!,
    )
    const data = (await jsonLd(page)).find((item) => item['@type'] === 'Event')
    expect(data).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: event.link },
    })
  })

  test(`a past event says it has ended, without register or calendar (${locale})`, async ({
    page,
    request,
  }) => {
    const { past } = await readableEvents(request, locale)
    await page.goto(localePath(locale, `/events/${past[0]!.id}`))
    await expect(page.getByText(t.ended)).toBeVisible()
    await expect(page.getByRole('link', { name: t.register })).toHaveCount(0)
    await expect(page.getByRole('link', { name: t.addToCalendar })).toHaveCount(0)
  })

  test(`the home page shows the next upcoming event (${locale})`, async ({ page, request }) => {
    const { upcoming } = await readableEvents(request, locale)
    await page.goto(localePath(locale, '/'))
    const section = page.getByRole('region', { name: catalogues[locale].home.events.title })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(upcoming[0]!.title)
    await section.getByRole('link', { name: catalogues[locale].home.events.all }).click()
    await expect(page).toHaveURL(`${siteOrigin}${localePath(locale, '/events')}`)
  })

  test(`events are in the sitemap with alternates, and in site search as events (${locale})`, async ({
    page,
    request,
  }) => {
    const { upcoming } = await readableEvents(request, locale)
    const event = upcoming[0]!
    const xml = await (await request.get(localePath(locale, '/sitemap.xml'))).text()
    const entry = xml
      .split('<url>')
      .find((item) =>
        item.includes(`<loc>${siteOrigin}${localePath(locale, `/events/${event.id}`)}</loc>`),
      )
    expect(entry).toContain('hreflang="zh"')
    expect(entry).toContain('hreflang="en"')
    expect(xml).toContain(`<loc>${siteOrigin}${localePath(locale, '/events')}</loc>`)

    await page.goto(localePath(locale, `/search?q=${encodeURIComponent(event.title)}&type=event`))
    await expect(
      page.getByRole('main').getByRole('link', { name: event.title }).first(),
    ).toHaveAttribute('href', localePath(locale, `/events/${event.id}`))
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales) {
    test(`the list, its pages of past events and an event read in full (${locale})`, async ({
      page,
      request,
    }) => {
      const t = catalogues[locale].events
      const { upcoming } = await readableEvents(request, locale)
      await page.goto(localePath(locale, '/events'))
      await expect(page.getByRole('heading', { level: 2, name: t.upcoming })).toBeVisible()
      await page.getByRole('link', { name: upcoming[0]!.title, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(upcoming[0]!.title)
      await expect(page.getByRole('link', { name: t.addToCalendar })).toBeVisible()
    })
  }
})

test('bad addresses are a 404 page, bad page numbers the first page', async ({ request }) => {
  const { past } = await readableEvents(request, 'zh')
  for (const path of [
    '/events/999999',
    '/en/events/999999',
    '/events/abc',
    '/events/0',
    '/events/1e3',
    `/events/${past[0]!.id}/other.ics`,
    '/events/999999/calendar.ics',
    '/events/abc/calendar.ics',
    '/-/events/list/1',
    '/en/-/events/item/1',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).not.toMatch(/at \w+ \(|\/work\/|node_modules/)
  }
  for (const page of ['abc', '-1', '0', '99999999999', '1.5']) {
    const response = await request.get(`/events?page=${page}`)
    expect(response.status(), page).toBe(200)
  }
})

test.describe('editors', () => {
  const far = (days: number, hours = 0) =>
    new Date(Date.now() + (days * 24 + hours) * 3_600_000).toISOString()
  const body = (text: string) => paragraphs(text)

  for (const language of locales) {
    test(`publishing refuses what visitors could not use, in the admin's language (${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      // The admin's language is the one its interface was last set to (a cookie).
      const headers = { ...(await adminAuth(request)), Cookie: `payload-lng=${language}` }
      const stamp = Date.now()
      const base = {
        title: `检查活动 ${stamp}`,
        summary: '摘要。',
        body: body('正文。'),
        start: far(400),
        end: far(400, 2),
        mode: 'offline',
        venue: '会场',
        city: '郑州',
      }
      const refused: [Record<string, unknown>, { zh: string; en: string }][] = [
        [
          { end: far(399) },
          { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
        ],
        [
          { mode: 'online', link: '' },
          { zh: '线上活动须填写链接', en: 'needs its link' },
        ],
        [
          { venue: '', city: '' },
          { zh: '须填写场地和城市', en: 'needs its venue and city' },
        ],
        [
          { registration: 'javascript:alert(1)' },
          { zh: '报名链接须以 http:// 或 https:// 开头', en: 'must be an http:// or https://' },
        ],
      ]
      for (const [change, message] of refused) {
        const answer = await request.post('/api/events', {
          headers,
          params: { locale: 'zh' },
          data: { ...base, ...change, _status: 'published' },
        })
        expect(answer.status(), JSON.stringify(change)).toBe(400)
        expect(JSON.stringify(await answer.json())).toContain(message[language])
      }
      // A draft may be incomplete.
      const draft = await request.post('/api/events', {
        headers,
        params: { locale: 'zh', draft: 'true' },
        data: { ...base, end: far(399), venue: '', _status: 'draft' },
      })
      expect(draft.status()).toBe(201)
      const { doc } = (await draft.json()) as { doc: { id: number } }
      await request.delete(`/api/events/${doc.id}`, { headers })

      // The list in the admin's language, with its columns.
      await logIn(page, { language, baseURL: baseURL! })
      await page.goto('/admin/collections/events')
      const heads = page.locator('thead th')
      const named =
        language === 'zh'
          ? ['标题', '开始', '城市', '发布状态']
          : ['Title', 'Start', 'City', 'Publication']
      for (const name of named) await expect(heads.filter({ hasText: name }).first()).toBeVisible()
    })
  }

  test('a save reaches every page within seconds; one language only behaves as an article', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const stamp = Date.now()
    const created = await request.post('/api/events', {
      headers,
      params: { locale: 'zh' },
      data: {
        title: `开发者沙龙 ${stamp}`,
        summary: '与开发者面对面交流。',
        body: body('欢迎参加。'),
        start: far(500),
        end: far(500, 2),
        mode: 'online',
        link: 'https://live.tianyan-ai.example.com/salon',
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const seen = async (path: string, text: string) =>
      expect
        .poll(async () => (await request.get(path)).text(), { timeout: FOLLOW_WITHIN_MS })
        .toContain(text)
    try {
      await seen('/events', `开发者沙龙 ${stamp}`)
      await seen(`/events/${doc.id}`, `开发者沙龙 ${stamp}`)
      // Chinese only: the English address is the 404 page, pointing to the Chinese version.
      const english = await request.get(`/en/events/${doc.id}`)
      expect(english.status()).toBe(404)
      await page.goto(`/en/events/${doc.id}`)
      await expect(page.getByRole('main').locator(`a[href="/events/${doc.id}"]`)).toBeVisible()
      expect(await (await request.get('/en/events')).text()).not.toContain(String(stamp))

      const english2 = await request.patch(`/api/events/${doc.id}`, {
        headers,
        params: { locale: 'en' },
        data: {
          title: `Developer salon ${stamp}`,
          summary: 'Meet the developers.',
          body: body('Welcome.'),
          _status: 'published',
        },
      })
      expect(english2.status()).toBe(200)
      await seen('/en/events', `Developer salon ${stamp}`)
      await seen(`/en/events/${doc.id}`, `Developer salon ${stamp}`)
      await seen('/en/sitemap.xml', `/en/events/${doc.id}<`)
    } finally {
      await request.delete(`/api/events/${doc.id}`, { headers })
    }
    await expect
      .poll(async () => (await request.get(`/events/${doc.id}`)).status(), {
        timeout: FOLLOW_WITHIN_MS,
      })
      .toBe(404)
  })

  test('as an event starts its registration closes, and as it ends it moves to the past, on their own', async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const stamp = Date.now()
    const title = `即将开始 ${stamp}`
    const registration = 'https://events.tianyan-ai.example.com/soon'
    const start = Date.now() + 4_000
    const created = await request.post('/api/events', {
      headers,
      params: { locale: 'zh' },
      data: {
        title,
        summary: '片刻即止。',
        body: body('片刻即止。'),
        start: new Date(start).toISOString(),
        end: new Date(start + 4_000).toISOString(),
        mode: 'offline',
        venue: '会场',
        city: '郑州',
        registration,
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const registerShown = async () =>
      (await (await request.get(`/events/${doc.id}`)).text()).includes(`href="${registration}"`)
    const inPast = async () => {
      const html = await (await request.get('/events')).text()
      return html.indexOf(title) > html.indexOf('id="past"')
    }
    try {
      expect(await registerShown()).toBe(Date.now() < start)
      // A moment passed is seen within one check of the schedule (5 s), and the save's 5 s.
      const within = { timeout: 8_000 + 2 * FOLLOW_WITHIN_MS, intervals: [500] }
      await expect.poll(registerShown, within).toBe(false)
      await expect.poll(inPast, within).toBe(true)
    } finally {
      await request.delete(`/api/events/${doc.id}`, { headers })
    }
  })
})

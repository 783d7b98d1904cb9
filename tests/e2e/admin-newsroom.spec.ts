import {
  changeAndWaitForCheck,
  createAccount,
  expect,
  logIn,
  logInToArticle,
  openArticle,
  openDocumentMenu,
  publishDateInput,
  saveAnswer,
  saveDraft,
  typePublishDate,
} from './admin-session'
import { adminAuth, createArticle, createStampedArticle, uploadImage } from './content-api'
import { hydrated, test } from './fixtures'
import { quiet } from './waits'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 })

/** Scheduled far ahead: published, yet no visitor sees it. */
const far = '2099-06-03T02:00:00.000Z'
/** Long past: live as soon as published. */
const past = '2021-03-04T02:00:00.000Z'

const viewOnSite = { zh: '在网站上查看', en: 'View on site' }

for (const language of ['zh', 'en'] as const) {
  test(`a live item links to its page on the site, in the language edited (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const live = await createStampedArticle(request, {
      zh: '在网站上',
      en: 'On the site',
      publishedAt: past,
    })
    const chineseOnly = await createStampedArticle(request, { zh: '只有中文', publishedAt: past })
    const scheduled = await createStampedArticle(request, { zh: '定时', publishedAt: far })
    const draft = await createStampedArticle(request, {
      zh: '草稿',
      publishedAt: past,
      status: 'draft',
    })
    try {
      await logIn(page, { language, baseURL: baseURL! })
      const link = page.getByRole('link', { name: new RegExp(viewOnSite[language]) })

      for (const [locale, path] of [
        ['zh', `/news/detail/${live.id}`],
        ['en', `/en/news/detail/${live.id}`],
      ] as const) {
        await openArticle(page, live.id, locale)
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', path)
        await expect(link).toHaveAttribute('target', '_blank')
        expect((await request.get(path)).status()).toBe(200)
      }

      // Not where a visitor would find nothing: a language not written, a
      // scheduled item, a draft.
      for (const path of [
        `/admin/collections/news/${chineseOnly.id}?locale=en`,
        `/admin/collections/news/${scheduled.id}?locale=zh`,
        `/admin/collections/news/${draft.id}?locale=zh`,
      ]) {
        await page.goto(path)
        await expect(page.locator('.doc-controls')).toBeVisible()
        await expect(link, path).toHaveCount(0)
      }
    } finally {
      for (const item of [live, chineseOnly, scheduled, draft]) await item.remove()
    }
  })
}

for (const language of ['zh', 'en'] as const) {
  test(`the list finds an item by its title in either language (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, {
      zh: '双语检索',
      en: 'Bilingual lookup',
      publishedAt: far,
    })
    const { stamp } = article
    try {
      await logIn(page, { language, baseURL: baseURL! })
      for (const [locale, typed, shown] of [
        ['zh', `Bilingual lookup ${stamp}`, `双语检索 ${stamp}`],
        ['en', `双语检索 ${stamp}`, `Bilingual lookup ${stamp}`],
        ['zh', `检索 ${stamp}`, `双语检索 ${stamp}`],
      ] as const) {
        await page.goto(`/admin/collections/news?locale=${locale}`)
        await page.locator('.search-filter__input').fill(typed)
        const rows = page.locator('tbody tr')
        await expect(rows).toHaveCount(1)
        await expect(rows.first()).toContainText(shown)
      }
    } finally {
      await article.remove()
    }
  })
}

test('the media library finds a file by its name or either alt text', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const image = await uploadImage(request, headers, {
    name: `harbour-${stamp}`,
    alt: { zh: `港口的黄昏 ${stamp}`, en: `Harbour at dusk ${stamp}` },
  })
  try {
    await logIn(page, { language: 'zh', baseURL: baseURL! })
    for (const typed of [`harbour-${stamp}`, `港口的黄昏 ${stamp}`, `dusk ${stamp}`]) {
      await page.goto('/admin/collections/media?locale=zh')
      await page.locator('.search-filter__input').fill(typed)
      const rows = page.locator('tbody tr')
      await expect(rows, typed).toHaveCount(1)
      await expect(rows.first()).toContainText(image.filename)
    }
  } finally {
    await request.delete(`/api/media/${image.id}`, { headers })
  }
})

const warnings = {
  zh: {
    heading: '发布前请确认',
    english: '英文版本还没有写完',
    leaves: '它现在在网站上',
    anyway: '仍然发布',
    back: '返回编辑',
    unpublishText: '取消发布后，访客在网站上将看不到它',
    confirm: '确认',
  },
  en: {
    heading: 'Before you publish',
    english: 'The English version is not complete',
    leaves: 'It is on the site now',
    anyway: 'Publish anyway',
    back: 'Back to editing',
    unpublishText: 'Unpublishing takes it off the site',
    confirm: 'Confirm',
  },
}

for (const language of ['zh', 'en'] as const) {
  const t = warnings[language]

  test(`a publish that leaves a language missing or takes an item off the site asks first (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const chineseOnly = await createStampedArticle(request, {
      zh: '只有中文的发布',
      summary: '原来的摘要。',
      publishedAt: past,
    })
    const both = await createStampedArticle(request, {
      zh: '两种语言的发布',
      en: 'Published in both',
      summary: '原来的摘要。',
      publishedAt: past,
    })
    const headers = await adminAuth(request)
    const summaryOf = async (id: number) =>
      (
        (await (
          await request.get(`/api/news/${id}`, { headers, params: { locale: 'zh', depth: '0' } })
        ).json()) as { summary: string }
      ).summary
    try {
      await logIn(page, { language, baseURL: baseURL! })
      const dialog = page.locator('.confirmation-modal').filter({ hasText: t.heading })

      // A Chinese-only article: the English site will not have it.
      await openArticle(page, chineseOnly.id, 'zh')
      const summary = page.locator('#field-summary')
      await changeAndWaitForCheck(page, () => summary.fill('改过的摘要。'))
      await page.locator('#action-save').click()
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(t.english)
      await expect(dialog).not.toContainText(t.leaves)
      await dialog.getByRole('button', { name: t.back }).click()
      await expect(dialog).toBeHidden()
      await expect(summary).toHaveValue('改过的摘要。')
      expect(await summaryOf(chineseOnly.id)).toBe('原来的摘要。')
      const published = saveAnswer(page, 'PATCH', `/api/news/${chineseOnly.id}`)
      await page.locator('#action-save').click()
      await dialog.getByRole('button', { name: t.anyway }).click()
      expect((await published).status()).toBe(200)
      expect(await summaryOf(chineseOnly.id)).toBe('改过的摘要。')

      // Complete in both languages and staying live: published at once.
      await openArticle(page, both.id, 'zh')
      await changeAndWaitForCheck(page, () => summary.fill('两种语言都有。'))
      const direct = saveAnswer(page, 'PATCH', `/api/news/${both.id}`)
      await page.locator('#action-save').click()
      expect((await direct).status()).toBe(200)
      await expect(dialog).toBeHidden()

      // Its publish date moved ahead: it would leave the site until then.
      await page.reload()
      const date = publishDateInput(page)
      await expect(date).toHaveValue('2021-03-04 10:00')
      await date.click()
      await typePublishDate(page, '2099-07-01 09:35')
      await page.locator('#action-save').click()
      await expect(dialog).toContainText(t.leaves)
      await expect(dialog).toContainText('2099-07-01 09:35')
      await expect(dialog).not.toContainText(t.english)
      await dialog.getByRole('button', { name: t.back }).click()
      expect((await request.get(`/news/detail/${both.id}`)).status()).toBe(200)

      // Unpublishing says what it takes off the site.
      await page.reload()
      await openDocumentMenu(page)
      await page.locator('#action-unpublish').click()
      const unpublish = page.locator('.confirmation-modal').filter({ hasText: t.unpublishText })
      await expect(unpublish).toBeVisible()
    } finally {
      await chineseOnly.remove()
      await both.remove()
    }
  })
}

test('an article taken down at a time leaves the site by itself, its draft kept', async ({
  page,
  request,
  baseURL,
}) => {
  const article = await createStampedArticle(request, {
    zh: '到时下线',
    en: 'Taken down',
    publishedAt: past,
  })
  const { stamp } = article
  const headers = await adminAuth(request)
  try {
    // Seconds ahead, as an editor would set it hours ahead.
    const at = new Date(Date.now() + 8_000).toISOString()
    const scheduled = await request.patch(`/api/news/${article.id}`, {
      headers,
      params: { locale: 'zh' },
      data: { unpublishAt: at, _status: 'published' },
    })
    expect(scheduled.status()).toBe(200)
    expect((await request.get(`/news/detail/${article.id}`)).status()).toBe(200)
    expect((await request.get(`/en/news/detail/${article.id}`)).status()).toBe(200)

    // The form names it, in Beijing time.
    await logInToArticle(page, { language: 'zh', baseURL: baseURL! }, article.id, 'zh')
    await expect(page.locator('label', { hasText: '下线时间（北京时间）' })).toBeVisible()

    // Gone from both languages once its time has come (the server checks every few seconds).
    await expect
      .poll(async () => (await request.get(`/news/detail/${article.id}`)).status(), {
        timeout: 30_000,
      })
      .toBe(404)
    expect((await request.get(`/en/news/detail/${article.id}`)).status()).toBe(404)
    const stored = (await (
      await request.get(`/api/news/${article.id}`, { headers, params: { depth: '0' } })
    ).json()) as { _status: string; unpublishAt?: string | null; title: string }
    expect(stored._status).toBe('draft')
    expect(stored.unpublishAt ?? null).toBeNull()
    expect(stored.title).toBe(`到时下线 ${stamp}`)

    // A time already past is refused at publish, in words.
    const refused = await request.patch(`/api/news/${article.id}`, {
      headers: { ...headers, 'Accept-Language': 'zh' },
      params: { locale: 'zh' },
      data: { unpublishAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('下线时间必须晚于现在')
  } finally {
    await article.remove()
  }
})

test('a shared preview link opens the draft to a reviewer without an account, until revoked', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const article = await createArticle(request, {
    zh: { title: `审阅草稿 ${stamp}`, summary: '给审阅者看的摘要。', body: '审阅正文。' },
    en: { title: `Draft to review ${stamp}`, summary: 'For the reviewer.', body: 'Body.' },
    publishedAt: far,
    status: 'draft',
  })
  const headers = await adminAuth(request)
  const reviewer = await browser.newContext({ baseURL: baseURL! })
  try {
    await logInToArticle(page, { language: 'en', baseURL: baseURL! }, article.id, 'en')
    const share = page.getByRole('button', { name: 'Share preview link' })
    await hydrated(share)
    // Once the form has settled: it is drawn again as it starts, which drops a dialog opened before.
    await quiet(page)
    await share.click()
    const address = page.locator('[data-preview-link]')
    await expect(address).toHaveValue(/\/en\/news\/preview\/\d+\?preview=/)
    await expect(page.locator('.confirmation-modal')).toContainText('Beijing time')
    const link = await address.inputValue()
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin)

    // Opened by someone signed in nowhere: the English draft, marked as a preview.
    const visitor = await reviewer.newPage()
    const opened = await visitor.goto(link)
    expect(opened?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Draft to review ${stamp}`)
    expect(await opened?.headerValue('cache-control')).toMatch(/no-store|private/)

    // It opens that one draft in that one language, and nothing once changed.
    const token = new URL(link).searchParams.get('preview')!
    for (const other of [
      `/news/preview/${article.id}?preview=${token}`,
      `/en/news/preview/${article.id + 1}?preview=${token}`,
      `/en/news/preview/${article.id}?preview=${token.slice(0, -2)}xx`,
      `/en/news/preview/${article.id}`,
    ]) {
      expect((await visitor.goto(other))?.status(), other).toBe(404)
    }

    // Revoked in the admin's list: gone at once.
    const { docs } = (await (
      await request.get('/api/preview-links', {
        headers,
        params: { 'where[item][equals]': String(article.id), depth: '0' },
      })
    ).json()) as { docs: { id: number }[] }
    expect(docs).toHaveLength(1)
    expect((await request.delete(`/api/preview-links/${docs[0]!.id}`, { headers })).status()).toBe(
      200,
    )
    expect((await visitor.goto(link))?.status()).toBe(404)

    // Visitors cannot make one, nor list them.
    expect(
      (
        await reviewer.request.post('/api/preview-links', {
          data: { collection: 'news', item: article.id, locale: 'en' },
        })
      ).status(),
    ).toBe(401)
    expect([401, 403]).toContain((await reviewer.request.get('/api/preview-links')).status())
  } finally {
    await reviewer.close()
    await article.remove()
  }
})

for (const language of ['zh', 'en'] as const) {
  test(`live preview beside the form follows each save (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, {
      zh: '实时预览',
      en: 'Live preview',
      publishedAt: far,
      status: 'draft',
    })
    const { stamp } = article
    // An account of its own: the admin remembers per account that live preview is open.
    const editor = await createAccount(request, { name: `预览编辑 ${language} ${stamp}` })
    try {
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'en', editor)
      const toggle = page.getByRole('button', {
        name: language === 'zh' ? '实时预览' : 'Live Preview',
        exact: true,
      })
      await hydrated(toggle)
      await toggle.click()
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Live preview ${stamp}`)

      // Saved as a draft: the preview shows it without a reload.
      await changeAndWaitForCheck(page, () =>
        page.locator('#field-title').fill(`Live preview, changed ${stamp}`),
      )
      const saved = saveDraft(page, 'PATCH', `/api/news/${article.id}`)
      expect((await saved).status()).toBe(200)
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
        `Live preview, changed ${stamp}`,
      )
    } finally {
      await article.remove()
      await editor.remove()
    }
  })
}

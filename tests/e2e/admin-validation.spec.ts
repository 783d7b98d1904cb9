import {
  changeAndWaitForCheck,
  expect,
  logIn,
  logInToArticle,
  publishDateInput,
  save,
  typePublishDate,
} from './admin-session'
import { adminAuth, createArticle } from './content-api'
import { test } from './fixtures'
import { nothingHappensFor } from './waits'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('Chinese text saved as the English version asks the editor to confirm', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  // Scheduled far ahead: published, so its saves are validated, yet no visitor sees it.
  const article = await createArticle(request, {
    zh: { title: `语言检查 ${stamp}`, summary: '中文摘要。', body: '中文正文。' },
    en: { title: `Language check ${stamp}`, summary: 'English summary.', body: 'Body.' },
    publishedAt: '2099-06-03T02:00:00.000Z',
  })
  try {
    await logInToArticle(page, { language: 'zh', baseURL: baseURL! }, article.id, 'en')
    const title = page.locator('#field-title')
    await expect(title).toHaveValue(`Language check ${stamp}`)
    const confirm = page.locator('[data-confirm-language]')
    await expect(confirm).toBeHidden()

    // Saved once the form's own check of the change has answered: a check still
    // under way when the save's refusal arrives would clear the field's mark
    // (see changeAndWaitForCheck).
    await changeAndWaitForCheck(page, () => title.fill(`天衍大模型正式发布 ${stamp}`))
    await expect(confirm).toContainText('看起来不是正在编辑的语言')
    const saved = save(page, 'PATCH', `/api/news/${article.id}`)
    expect((await saved).status()).toBe(400)
    // The field says why, in the editor's language.
    const field = page.locator('.field-type', { has: title })
    await expect(field).toHaveClass(/error/)
    await expect(field).toContainText('看起来不是正在编辑的语言')
    await nothingHappensFor(1_000, 'no later answer clears the mark')
    await expect(field).toHaveClass(/error/)
    const headers = await adminAuth(request)
    const stored = async () =>
      (
        (await (
          await request.get(`/api/news/${article.id}`, {
            headers,
            params: { locale: 'en', depth: '0' },
          })
        ).json()) as { title: string }
      ).title
    expect(await stored()).toBe(`Language check ${stamp}`)

    // Confirmed, it is saved.
    await confirm.getByRole('checkbox').check()
    const confirmed = save(page, 'PATCH', `/api/news/${article.id}`)
    expect((await confirmed).status()).toBe(200)
    expect(await stored()).toBe(`天衍大模型正式发布 ${stamp}`)
  } finally {
    await article.remove()
  }
})

const reasons = {
  zh: { from: '请以一个 / 开头，不要有空格。', to: '请填写以 / 开头的路径' },
  en: { from: 'Start with a single / and use no spaces.', to: 'Use a path starting with /' },
} as const

for (const language of ['zh', 'en'] as const) {
  test(`an invalid field is marked and says why (${language})`, async ({ page, baseURL }) => {
    await logIn(page, { language, baseURL: baseURL! })
    await page.goto('/admin/collections/redirects/create')
    await changeAndWaitForCheck(page, async () => {
      await page.locator('#field-from').fill('no-slash here')
      await page.locator('#field-to').fill('http://elsewhere.example.net/')
    })
    const refused = save(page, 'POST', '/api/redirects')
    expect((await refused).status()).toBe(400)
    for (const name of ['from', 'to'] as const) {
      const field = page.locator('.field-type', { has: page.locator(`#field-${name}`) })
      await expect(field).toHaveClass(/\berror\b/)
      await expect(field).toContainText(reasons[language][name])
    }
    // And they stay: nothing later in the form clears them.
    await nothingHappensFor(1_000, 'no later answer clears the marks')
    for (const name of ['from', 'to'] as const) {
      const field = page.locator('.field-type', { has: page.locator(`#field-${name}`) })
      await expect(field).toHaveClass(/\berror\b/)
    }
  })
}

test.describe('publish dates', () => {
  // The editors' clock: the admin shows and reads dates in the browser's time zone.
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('a date typed as the field shows it is kept; times come in 5-minute steps', async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    const article = await createArticle(request, {
      zh: { title: `日期输入 ${stamp}`, summary: '日期。', body: '日期。' },
      publishedAt: '2099-06-03T02:00:00.000Z',
    })
    try {
      await logInToArticle(page, { language: 'zh', baseURL: baseURL! }, article.id, 'zh')
      const date = publishDateInput(page)
      await expect(date).toHaveValue('2099-06-03 10:00')
      await date.click()
      const times = page.locator('.react-datepicker__time-list-item')
      await expect(times.nth(1)).toHaveText('00:05')
      await typePublishDate(page, '2099-07-01 09:35')
      const saved = save(page, 'PATCH', `/api/news/${article.id}`)
      expect((await saved).status()).toBe(200)
      const headers = await adminAuth(request)
      const stored = (await (
        await request.get(`/api/news/${article.id}`, { headers, params: { depth: '0' } })
      ).json()) as { publishedAt: string }
      expect(stored.publishedAt).toBe('2099-07-01T01:35:00.000Z')
    } finally {
      await article.remove()
    }
  })
})

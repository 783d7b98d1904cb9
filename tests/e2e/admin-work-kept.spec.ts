import {
  changeAndWaitForCheck,
  createAccount,
  expect,
  logInToArticle,
  publishDateInput,
  save,
} from './admin-session'
import { adminAuth, createStampedArticle } from './content-api'
import { test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 })

/** Scheduled far ahead: published, so its saves are validated, yet no visitor sees it. */
const far = '2099-06-03T02:00:00.000Z'

/** Payload's own words of the prompt the breadcrumb shows too. */
const texts = {
  zh: { leave: '离开而不保存', stay: '停留在此页面', leaveAnyway: '无论如何都要离开' },
  en: { leave: 'Leave without saving', stay: 'Stay on this page', leaveAnyway: 'Leave anyway' },
}
const menu = { chinese: '简体中文', english: 'English' }

for (const language of ['zh', 'en'] as const) {
  const t = texts[language]

  test(`switching the language with unsaved edits asks first (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, {
      zh: '切换语言',
      en: 'Switching',
      summary: '原来的摘要。',
      publishedAt: far,
    })
    try {
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'zh')
      const summary = page.locator('#field-summary')
      await expect(summary).toHaveValue('原来的摘要。')
      await summary.fill('还没保存的摘要。')

      const switchTo = async (name: string) => {
        await page.locator('.localizer button').first().click()
        await page.locator('.popup-button-list__button', { hasText: name }).click()
      }
      await switchTo(menu.english)
      const dialog = page.getByRole('dialog').filter({ hasText: t.leave })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t.stay }).click()
      await expect(dialog).toBeHidden()
      await expect(page).not.toHaveURL(/locale=en/)
      await expect(summary).toHaveValue('还没保存的摘要。')

      await switchTo(menu.english)
      await dialog.getByRole('button', { name: t.leaveAnyway }).click()
      await expect(page).toHaveURL(/locale=en/)
      await expect(summary).toHaveValue('The summary.')

      // Without edits, the menu switches at once.
      await switchTo(menu.chinese)
      await expect(page).toHaveURL(/locale=zh/)
      await expect(summary).toHaveValue('原来的摘要。')
    } finally {
      await article.remove()
    }
  })

  test(`a publish date is typed as the field shows it (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, { zh: '输入日期', publishedAt: far })
    try {
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'zh')
      const date = publishDateInput(page)
      await expect(date).toHaveValue('2099-06-03 10:00')

      // The picker speaks the admin's language and names the time zone.
      await date.click()
      await expect(page.locator('.react-datepicker-time__header')).toHaveText(
        language === 'zh' ? '时间（北京时间）' : 'Time (Beijing time)',
      )
      // Typed over what is shown, key by key as an editor types.
      await changeAndWaitForCheck(page, async () => {
        await date.click()
        await date.press('ControlOrMeta+a')
        await date.pressSequentially('2098-12-01 09:30', { delay: 80 })
        await expect(date).toHaveValue('2098-12-01 09:30')
        await date.press('Tab')
      })
      await expect(date).toHaveValue('2098-12-01 09:30')
      // Emptied first, then typed.
      await changeAndWaitForCheck(page, async () => {
        await date.click()
        await date.press('ControlOrMeta+a')
        await date.press('Backspace')
      })
      await expect(date).toHaveValue('')
      await changeAndWaitForCheck(page, async () => {
        await date.pressSequentially('2098-12-02 09:35', { delay: 80 })
        await expect(date).toHaveValue('2098-12-02 09:35')
        await date.press('Tab')
      })
      await expect(date).toHaveValue('2098-12-02 09:35')
      expect((await save(page, 'PATCH', `/api/news/${article.id}`)).status()).toBe(200)
      const stored = (await (
        await request.get(`/api/news/${article.id}`, {
          headers: await adminAuth(request),
          params: { depth: '0', draft: 'true' },
        })
      ).json()) as { publishedAt: string }
      // Beijing time, UTC+8.
      expect(stored.publishedAt).toBe('2098-12-02T01:35:00.000Z')
    } finally {
      await article.remove()
    }
  })
}

test('without a mail server, the sign-in page says whom to ask, and no reset is promised', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login')
  const forgot = page.getByRole('link', { name: '忘记密码？请联系管理员' })
  await expect(forgot).toBeVisible()
  await forgot.click()
  await expect(page.getByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible()
  await expect(page.getByText('这个网站没有配置发送邮件')).toBeVisible()
  await expect(page.getByText('This site sends no e-mail')).toBeVisible()

  const asked = await request.post('/api/users/forgot-password', {
    data: { email: 'someone@example.com' },
    headers: { 'Accept-Language': 'en' },
  })
  expect(asked.status()).toBe(400)
  expect(JSON.stringify(await asked.json())).toContain('Ask an admin')
})

test('another editor opening a locked item reads when it was last edited in Beijing time, in the admin’s language', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const article = await createStampedArticle(request, { zh: '锁定', publishedAt: far })
  const { stamp } = article
  const other = await createAccount(request, { name: `另一位编辑 ${stamp}` })
  const context = await browser.newContext({ baseURL: baseURL!, locale: 'zh-CN' })
  try {
    await logInToArticle(page, { language: 'zh', baseURL: baseURL! }, article.id, 'zh')
    // An edit takes the lock.
    await changeAndWaitForCheck(page, () => page.locator('#field-summary').fill('正在编辑。'))

    const second = await context.newPage()
    await logInToArticle(second, { language: 'zh', baseURL: baseURL! }, article.id, 'zh', other)
    const dialog = second.locator('.document-locked')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} 北京时间/)
    await expect(dialog).not.toContainText(/\b[AP]M\b/)
  } finally {
    await context.close()
    await other.remove()
    await article.remove()
  }
})

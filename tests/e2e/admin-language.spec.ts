import { expect, logIn } from './admin-session'
import { test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 })

const interfaces = {
  zh: { news: '新闻', jobs: '招聘职位', faq: '常见问题', title: '标题', summary: '摘要' },
  en: { news: 'News', jobs: 'Jobs', faq: 'FAQ', title: 'Title', summary: 'Summary' },
} as const

for (const language of ['zh', 'en'] as const) {
  test(`the admin speaks ${language === 'zh' ? 'Chinese' : 'English'}: collections, fields and the language being edited`, async ({
    page,
    baseURL,
  }) => {
    const t = interfaces[language]
    await logIn(page, { language, baseURL: baseURL! })
    await page.goto('/admin')
    const nav = page.locator('nav')
    for (const name of [t.news, t.jobs, t.faq]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await page.goto('/admin/collections/news/1?locale=en')
    await expect(page.locator('[data-editing-language="en"]')).toContainText(
      language === 'zh' ? '正在编辑：英文版本' : 'Editing the English version',
    )
    await expect(page.locator('label[for="field-title"]')).toContainText(t.title)
    await expect(page.locator('label[for="field-summary"]')).toContainText(t.summary)
  })
}

test('"Create New" starts with the Chinese version even after editing in English', async ({
  page,
  baseURL,
}) => {
  await logIn(page, { language: 'zh', baseURL: baseURL! })
  // The admin remembers the last language edited: English here.
  await page.goto('/admin/collections/faqs/1?locale=en')
  await expect(page.locator('[data-editing-language="en"]')).toBeVisible()
  await page.goto('/admin/collections/faqs')
  // Every control of the list has a readable name.
  await expect(page.locator('[aria-label*="[object Object]"]')).toHaveCount(0)
  await page
    .getByRole('link', { name: /创建新的/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/faqs\/create\?(.*&)?locale=zh/)
  await expect(page.locator('[data-editing-language="zh"]')).toContainText('正在编辑：中文版本')
  // Typed straight to the address, too.
  await page.goto('/admin/collections/faqs/create?locale=en')
  await expect(page).toHaveURL(/locale=zh/)
  await expect(page.locator('[data-editing-language="zh"]')).toBeVisible()
})

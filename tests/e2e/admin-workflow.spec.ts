import { plainPng } from '../fixtures/pictures'
import { changeAndWaitForCheck, expect, logIn, openDocumentMenu, save } from './admin-session'
import { adminAuth, createArticle, uploadImage } from './content-api'
import { test } from './fixtures'
import { contentTypes } from '../../src/content/types'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 })

for (const language of ['zh', 'en'] as const) {
  test(`the admin home guides editors and counts what waits (${language})`, async ({
    page,
    baseURL,
  }) => {
    await logIn(page, { language, baseURL: baseURL! })
    await page.goto('/admin')
    const guide = page.locator('[data-editor-guide]')
    await expect(guide.getByRole('heading', { level: 2 })).toHaveText(
      language === 'zh' ? '编辑指南' : 'Editor’s guide',
    )
    for (const step of language === 'zh'
      ? ['两种语言', '定时发布', '预览', '重定向']
      : ['Two languages', 'Scheduling', 'Preview', 'Redirects']) {
      await expect(guide.getByRole('listitem').filter({ hasText: step }).first()).toBeVisible()
    }
    // The launch content holds one draft and one scheduled article.
    for (const key of ['drafts', 'scheduled']) {
      await expect(guide.locator(`[data-count="${key}"]`)).toContainText(/^[1-9]\d*/)
    }
    // One tile of items missing a language per content type.
    await expect(guide.locator('[data-count^="untranslated-"]')).toHaveCount(
      Object.keys(contentTypes).length,
    )
    await guide.locator('[data-count="scheduled"]').click()
    await expect(page).toHaveURL(/\/admin\/collections\/news\?where/)
    await expect(page.locator('[data-publication-state]').first()).toHaveAttribute(
      'data-publication-state',
      'scheduled',
    )
  })
}

test('a scheduled article is Scheduled in the list, with its time, and has a filter', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const scheduled = await createArticle(request, {
    zh: { title: `定时文章 ${stamp}`, summary: '稍后发布。', body: '稍后发布的正文。' },
    publishedAt: '2031-03-05T01:30:00.000Z',
  })
  try {
    await logIn(page, { language: 'zh', baseURL: baseURL! })
    // In Chinese, whatever content language the account last used.
    await page.goto('/admin/collections/news?limit=100&locale=zh')
    const row = page.locator('tr', { hasText: `定时文章 ${stamp}` })
    await expect(row.locator('[data-publication-state="scheduled"]')).toHaveText(
      /定时发布\s*2031-03-05 09:30/,
    )
    // Live articles are Published, not Scheduled.
    await expect(page.locator('[data-publication-state="published"]').first()).toHaveText('已发布')

    // Meanwhile another tab of the same account looks at the English list,
    // which makes English the account's last content language.
    const otherTab = await page.context().newPage()
    await otherTab.goto('/admin/collections/news?locale=en')
    await expect(otherTab.locator('[data-state-filter="scheduled"]')).toBeVisible()
    await otherTab.close()

    // The list writes its own sort and depth into the address once it has
    // started; a click before that is overwritten, so it is made again.
    await expect(async () => {
      await page.locator('[data-state-filter="scheduled"]').click()
      await expect(page).toHaveURL(/where/, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    // The filter keeps this tab's content language and page size.
    await expect(page).toHaveURL(/[?&]locale=zh(&|$)/)
    await expect(page).toHaveURL(/[?&]limit=100(&|$)/)
    await expect(page.locator('tr', { hasText: `定时文章 ${stamp}` })).toBeVisible()
    await expect(page.locator('tbody [data-publication-state="published"]')).toHaveCount(0)
    await expect(page.locator('tbody [data-publication-state="draft"]')).toHaveCount(0)

    // The edit screen says it too.
    await page.goto(`/admin/collections/news/${scheduled.id}`)
    await expect(page.locator('[data-publication-state="scheduled"]')).toContainText(
      '2031-03-05 09:30',
    )
  } finally {
    await scheduled.remove()
  }
})

test('a cover in use cannot be deleted, and the refusal says where it is used', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = await adminAuth(request)
  const article = (await (
    await request.get('/api/news/1', { headers, params: { depth: '0', locale: 'zh' } })
  ).json()) as { title: string; cover: number }

  // Through the API.
  const refused = await request.delete(`/api/media/${article.cover}`, { headers })
  expect(refused.status()).toBe(409)
  expect(JSON.stringify(await refused.json())).toContain(`文章《${article.title}》`)

  // Through the admin, in its language.
  await logIn(page, { language: 'en', baseURL: baseURL! })
  await page.goto(`/admin/collections/media/${article.cover}`)
  await openDocumentMenu(page)
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
  await expect(page.getByText(/This file is in use and cannot be deleted: Article/)).toBeVisible()
  expect((await request.get(`/api/media/${article.cover}`, { headers })).status()).toBe(200)

  // A medium nothing uses can go.
  const doc = await uploadImage(request, headers, {
    name: 'unused',
    alt: { zh: '没有用到的图片', en: 'An unused image' },
  })
  expect((await request.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200)
})

test('an upload asks for its alt text in both languages', async ({ page, request, baseURL }) => {
  await logIn(page, { language: 'zh', baseURL: baseURL! })
  await page.goto('/admin/collections/media/create')
  const png = await plainPng(64, 64, '#0e7490')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `both-alts-${Date.now()}.png`, mimeType: 'image/png', buffer: png })
  await changeAndWaitForCheck(page, () => page.locator('#field-alt').fill('一张青色的图片'))
  const refused = save(page, 'POST', '/api/media')
  expect((await refused).status()).toBe(400)
  const other = page.locator('.field-type', { has: page.locator('#field-altInOtherLanguage') })
  await expect(other).toHaveClass(/\berror\b/)
  await expect(other).toContainText('请同时填写英文替代文字。')

  await changeAndWaitForCheck(page, () =>
    page.locator('#field-altInOtherLanguage').fill('A teal image'),
  )
  const created = save(page, 'POST', '/api/media')
  const response = await created
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  const headers = await adminAuth(request)
  const english = (await (
    await request.get(`/api/media/${doc.id}`, { headers, params: { locale: 'en', depth: '0' } })
  ).json()) as { alt: string }
  expect(english.alt).toBe('A teal image')
  expect((await request.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200)
})

import { expect, logIn, saveAnswer } from './admin-session'
import { adminAuth, createArticle, paragraphs } from './content-api'
import { test } from './fixtures'

// A visible article changes what every visitor sees: alone, after the other tests.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

for (const language of ['zh', 'en'] as const) {
  test(`restoring the Chinese-only first version leaves every English page whole (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    // Written in Chinese (its first version), then translated.
    const article = await createArticle(request, {
      zh: { title: `恢复版本 ${stamp}`, summary: '中文摘要。', body: '中文正文。' },
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    })
    const headers = await adminAuth(request)
    try {
      const versions = (await (
        await request.get('/api/news/versions', {
          headers,
          params: { 'where[parent][equals]': String(article.id), sort: 'createdAt', depth: '0' },
        })
      ).json()) as { docs: { id: number }[] }
      const chineseOnly = versions.docs[0]!.id
      const translated = await request.patch(`/api/news/${article.id}`, {
        headers,
        params: { locale: 'en' },
        data: {
          title: `Restored ${stamp}`,
          summary: 'English summary.',
          body: paragraphs('English body.'),
          _status: 'published',
        },
      })
      expect(translated.status()).toBe(200)
      await expect
        .poll(async () => (await request.get(`/en/news/detail/${article.id}`)).status())
        .toBe(200)

      // Restored in the admin, as an editor would.
      await logIn(page, { language, baseURL: baseURL! })
      await page.goto(`/admin/collections/news/${article.id}/versions/${chineseOnly}`)
      await page
        .getByRole('button', { name: language === 'zh' ? '恢复此版本' : 'Restore this version' })
        .click()
      const restored = saveAnswer(page, 'POST', `/api/news/versions/${chineseOnly}`)
      await page
        .locator('.confirmation-modal, [role="dialog"]')
        .getByRole('button', { name: language === 'zh' ? '确认' : 'Confirm' })
        .click()
      expect((await restored).status()).toBe(200)

      // Every English surface answers, without the article; the Chinese page has it.
      await expect
        .poll(async () => (await request.get(`/en/news/detail/${article.id}`)).status())
        .toBe(404)
      for (const path of ['/en/news/rss.xml', '/en/sitemap.xml', '/en/news', '/en']) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        expect(await response.text(), path).not.toContain(`Restored ${stamp}`)
        expect(await response.text(), path).not.toContain(`/en/news/detail/${article.id}<`)
      }
      expect((await request.get(`/news/detail/${article.id}`)).status()).toBe(200)

      // The admin shows one language after the restore, from a bookmark too.
      await page.goto(`/admin/collections/news/${article.id}`)
      const banner = page.locator('[data-editing-language]')
      await expect(banner).toBeVisible()
      const shown = await banner.getAttribute('data-editing-language')
      await expect(page.locator('#field-title')).toHaveValue(
        shown === 'zh' ? `恢复版本 ${stamp}` : '',
      )
      await expect(
        page.locator('#field-translations, [id^="field-translations"]').first(),
      ).not.toContainText('English')
    } finally {
      await article.remove()
    }
  })
}

import type { APIRequestContext, Page } from '@playwright/test'
import { logIn } from './admin-session'
import { createArticle } from './content-api'
import { expect, localePath, siteOrigin, test } from './fixtures'

// Each admin screen takes seconds to load on a busy machine; these tests open several.
test.describe.configure({ timeout: 90_000 })

/** What visitors are shown must follow an editor's publish within this time. */
const LIVE_WITHIN_MS = 5_000

/** Opens the article in the admin in one language, sets its title and publishes. */
async function publishTitle(page: Page, id: number, locale: 'zh' | 'en', title: string) {
  await page.goto(`/admin/collections/news/${id}?locale=${locale}`)
  const field = page.locator('#field-title')
  await expect(field).toBeVisible()
  await field.fill(title)
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/news/${id}`) && response.request().method() === 'PATCH',
  )
  await page.locator('#action-save').click()
  expect((await saved).status()).toBe(200)
}

async function sitemapLastmod(request: APIRequestContext, locale: 'zh' | 'en', id: number) {
  const xml = await (await request.get(localePath(locale, '/sitemap.xml'))).text()
  const loc = `${siteOrigin}${localePath(locale, `/news/detail/${id}`)}`
  const entry = xml.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`))
  return entry?.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] ?? null
}

test('an editor publishes a new title in both languages and visitors see it within seconds', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  // Dated in 2013, before the launch content, so that no other test sees it.
  const article = await createArticle(request, {
    zh: { title: `编辑发布测试 ${stamp}`, summary: '发布测试的摘要。', body: '正文。' },
    en: { title: `Publishing test ${stamp}`, summary: 'Summary.', body: 'Body.' },
    publishedAt: '2013-05-06T02:00:00.000Z',
  })
  const list = { zh: '/news?year=2013', en: '/en/news?year=2013' }
  const detail = (locale: 'zh' | 'en') => localePath(locale, `/news/detail/${article.id}`)
  try {
    // Visitors have seen (and the server has cached) the old titles.
    for (const locale of ['zh', 'en'] as const) {
      await expect
        .poll(async () => (await request.get(detail(locale))).status(), { timeout: 5_000 })
        .toBe(200)
      await request.get(list[locale])
    }
    const before = {
      zh: await sitemapLastmod(request, 'zh', article.id),
      en: await sitemapLastmod(request, 'en', article.id),
    }
    expect(before.zh).not.toBeNull()

    const titles = { zh: `新标题 ${stamp}`, en: `New title ${stamp}` }
    await logIn(page)
    for (const locale of ['zh', 'en'] as const) {
      await publishTitle(page, article.id, locale, titles[locale])
    }

    for (const locale of ['zh', 'en'] as const) {
      const html = async (path: string) => (await request.get(path)).text()
      await expect
        .poll(() => html(detail(locale)), { timeout: LIVE_WITHIN_MS })
        .toContain(titles[locale])
      await expect
        .poll(() => html(list[locale]), { timeout: LIVE_WITHIN_MS })
        .toContain(titles[locale])
      await expect
        .poll(() => sitemapLastmod(request, locale, article.id), { timeout: LIVE_WITHIN_MS })
        .not.toBe(before[locale])
    }
  } finally {
    await article.remove()
  }
})

test('an editor previews a draft in each language; visitors get the 404 page', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const draft = await createArticle(request, {
    zh: { title: `预览草稿 ${stamp}`, summary: '草稿摘要。', body: '草稿正文。' },
    en: { title: `Preview draft ${stamp}`, summary: 'Draft summary.', body: 'Draft body.' },
    publishedAt: '2013-06-03T02:00:00.000Z',
    status: 'draft',
  })
  try {
    for (const locale of ['zh', 'en'] as const) {
      const path = localePath(locale, `/news/preview/${draft.id}`)
      const anonymous = await request.get(path, { headers: { cookie: '' } })
      expect(anonymous.status()).toBe(404)
      expect(await anonymous.text()).not.toContain(`${stamp}`)
      // A made-up session cookie does not help either.
      const forged = await request.get(path, { headers: { cookie: 'payload-token=forged' } })
      expect(forged.status()).toBe(404)
      expect(await forged.text()).not.toContain(`${stamp}`)
      expect((await request.get(localePath(locale, `/news/detail/${draft.id}`))).status()).toBe(404)
    }

    await logIn(page)
    for (const locale of ['zh', 'en'] as const) {
      const response = await page.goto(localePath(locale, `/news/preview/${draft.id}`))
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(
        locale === 'zh' ? `预览草稿 ${stamp}` : `Preview draft ${stamp}`,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
  } finally {
    await draft.remove()
  }
})

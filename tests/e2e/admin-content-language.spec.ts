import type { APIRequestContext, Page } from '@playwright/test'
import { changeAndWaitForCheck, createAccount, expect, logIn, saveAnswer } from './admin-session'
import { adminAuth, createArticle } from './content-api'
import { test } from './fixtures'
import { quiet } from './waits'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 300_000 })
// Wide enough for the admin's sidebar to stay open.
test.use({ viewport: { width: 1440, height: 900 } })

type Texts = Record<'zh' | 'en', string>

const localeMenu = { zh: '简体中文', en: 'English' } as const
const newsNav = { zh: '新闻', en: 'News' } as const
const openMenuName = { zh: '打开 菜单', en: 'Open Menu' } as const

/** An article's stored title in each language. */
async function storedTitles(request: APIRequestContext, id: number): Promise<Texts> {
  const headers = await adminAuth(request)
  const read = async (locale: 'zh' | 'en') =>
    (
      (await (
        await request.get(`/api/news/${id}`, {
          headers,
          params: { locale, depth: '0', draft: 'true' },
        })
      ).json()) as { title: string }
    ).title
  return { zh: await read('zh'), en: await read('en') }
}

/**
 * The edit screen shows one language throughout: the text in the form is that
 * language's, and the banner, the language menu and the preview link name it.
 * Returns that language.
 */
async function expectOneLanguage(page: Page, titles: Texts): Promise<'zh' | 'en'> {
  const banner = page.locator('[data-editing-language]')
  await expect(banner).toBeVisible()
  // The form is filled once the edit view has settled (its language included).
  await expect(page.locator('#field-title')).not.toHaveValue('')
  await quiet(page)
  const code = (await banner.getAttribute('data-editing-language')) as 'zh' | 'en'
  await expect(page.locator('#field-title')).toHaveValue(titles[code])
  await expect(page.locator('.localizer')).toContainText(localeMenu[code])
  const preview = await page.locator('#preview-button').getAttribute('href')
  expect(preview?.startsWith('/en/')).toBe(code === 'en')
  return code
}

for (const language of ['zh', 'en'] as const) {
  test(`the language edited is the one shown, on every way into an article (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    const titles: Texts = { zh: `语言一致 ${stamp}`, en: `One language ${stamp}` }
    const article = await createArticle(request, {
      zh: { title: titles.zh, summary: '中文摘要。', body: '中文正文。' },
      en: { title: titles.en, summary: 'English summary.', body: 'English body.' },
      publishedAt: '2099-06-03T02:00:00.000Z',
    })
    const editor = await createAccount(request, { name: `Language ${language}` })
    try {
      await logIn(page, { language, baseURL: baseURL! }, editor)
      // The editor last worked in English: the admin remembers it.
      await page.goto(`/admin/collections/news/${article.id}?locale=en`)
      expect(await expectOneLanguage(page, titles)).toBe('en')

      // A bookmark (no language in the address).
      await page.goto(`/admin/collections/news/${article.id}`)
      await expectOneLanguage(page, titles)

      // From the list, as the sidebar opens it.
      await page.goto('/admin')
      // The sidebar, opened when the admin has it folded away (which it may
      // decide once it has started: the link stays inert until it is open).
      const openMenu = page.getByRole('button', { name: openMenuName[language] })
      const newsLink = page
        .locator('nav')
        .getByRole('link', { name: newsNav[language], exact: true })
      await expect(async () => {
        if (await openMenu.isVisible()) await openMenu.click()
        await newsLink.click({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/admin\/collections\/news(\?|$)/)
      await page
        .getByRole('link', { name: new RegExp(`${stamp}`) })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${article.id}`))
      await expectOneLanguage(page, titles)

      // After switching in the language menu, then opened again from a bookmark.
      await page.locator('.localizer button').first().click()
      await page.locator('.popup-button-list__button', { hasText: localeMenu.zh }).click()
      await expect(page).toHaveURL(/locale=zh/)
      expect(await expectOneLanguage(page, titles)).toBe('zh')
      await page.goto(`/admin/collections/news/${article.id}`)
      expect(await expectOneLanguage(page, titles)).toBe('zh')

      // Saving what is shown changes neither language.
      await page.goto(`/admin/collections/news/${article.id}?locale=en`)
      await expectOneLanguage(page, titles)
      await page.goto(`/admin/collections/news/${article.id}`)
      const shown = await expectOneLanguage(page, titles)
      await changeAndWaitForCheck(page, () =>
        page.locator('#field-summary').fill(shown === 'zh' ? '改过的摘要。' : 'A changed summary.'),
      )
      const saved = saveAnswer(page, 'PATCH', `/api/news/${article.id}`)
      await page.locator('#action-save').click()
      expect((await saved).status()).toBe(200)
      expect(await storedTitles(request, article.id)).toEqual(titles)
    } finally {
      await article.remove()
      await editor.remove()
    }
  })
}

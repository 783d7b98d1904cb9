import type { Page } from '@playwright/test'
import {
  changeAndWaitForCheck,
  createAccount,
  expect,
  logIn,
  logInToArticle,
  openDocumentMenu,
  publishDateInput,
  save,
  saveAnswer,
  saveDraft,
  typePublishDate,
} from './admin-session'
import {
  adminAuth,
  createArticle,
  createStampedArticle,
  linkTo,
  paragraphs,
  paragraphsOf,
} from './content-api'
import { test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 })

const far = '2099-06-03T02:00:00.000Z'

/** The admin's message of a refused save. */
const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]').first()

/** The error shown at a field of the edit form. */
const fieldError = (page: Page, id: string) =>
  page.locator('.field-type:not(.row)', { has: page.locator(`#field-${id}`) })

test('ids of deleted articles are never given again, so neither are their addresses and feed ids', async ({
  request,
}) => {
  const first = await createStampedArticle(request, { zh: '先删除', publishedAt: far })
  await first.remove()
  const second = await createStampedArticle(request, { zh: '后创建', publishedAt: far })
  try {
    expect(second.id).toBeGreaterThan(first.id)
  } finally {
    await second.remove()
  }
})

for (const language of ['zh', 'en'] as const) {
  const t = {
    zh: {
      notLanguage: '看起来不是正在编辑的语言',
      draft: '请先填写这一项，再保存草稿。',
      tooLong: '最多 40 个字',
      counter: '52 / 40 字',
      date: '“2026-13-45 99:99”不是存在的日期或时间',
      tomorrow: '“tomorrow”不是存在的日期或时间',
    },
    en: {
      notLanguage: 'does not look like the language being edited',
      draft: 'Fill this in before saving the draft.',
      tooLong: 'At most 40 characters',
      counter: '52 / 40 characters',
      date: '“2026-13-45 99:99” is not a date and time that exists',
      tomorrow: '“tomorrow” is not a date and time that exists',
    },
  }[language]

  test(`the English version refuses Chinese text, in a draft and in the body too (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    const article = await createArticle(request, {
      zh: { title: `语言检查 ${stamp}`, summary: '中文摘要。', body: '中文正文。' },
      en: { title: `Language ${stamp}`, summary: 'English summary.', body: 'English body.' },
      publishedAt: far,
    })
    try {
      const headers = await adminAuth(request)
      const storedTitle = async () =>
        (await (
          await request.get(`/api/news/${article.id}`, {
            headers,
            params: { locale: 'en', depth: '0', draft: 'true' },
          })
        ).json()) as { title: string }
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'en')
      const title = page.locator('#field-title')
      await expect(title).toHaveValue(`Language ${stamp}`)
      // A Chinese title saved as an English draft is not silently accepted.
      await changeAndWaitForCheck(page, () => title.fill(`天衍大模型正式发布 ${stamp}`))
      await expect(page.locator('[data-confirm-language]')).toBeVisible()
      const draft = saveDraft(page, 'PATCH', `/api/news/${article.id}`)
      expect((await draft).status()).toBe(400)
      // A refused draft says why in its message (Payload marks fields on publishing only).
      await expect(errorToast(page)).toContainText(t.notLanguage)
      expect((await storedTitle()).title).toBe(`Language ${stamp}`)

      // A Chinese paragraph in the English body is refused at the body on publishing.
      const stored = await request.patch(`/api/news/${article.id}`, {
        headers,
        params: { locale: 'en' },
        data: {
          body: paragraphs('English opening.', '天衍大模型今天正式发布，面向企业客户开放。'),
          _status: 'published',
        },
      })
      expect(stored.status()).toBe(400)
      expect(JSON.stringify(await stored.json())).toContain('天衍大模型今天正式发布')
      // …and saved once the editor confirms it.
      const confirmed = await request.patch(`/api/news/${article.id}`, {
        headers,
        params: { locale: 'en' },
        data: {
          body: paragraphs('English opening.', '天衍大模型今天正式发布，面向企业客户开放。'),
          confirmLanguage: true,
          _status: 'published',
        },
      })
      expect(confirmed.status()).toBe(200)
    } finally {
      await article.remove()
    }
  })

  test(`titles have a counter and a limit, drafts need a title, typed dates must exist (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, { zh: '字段检查', publishedAt: far })
    const { stamp } = article
    try {
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'zh')
      const title = page.locator('#field-title')
      await expect(title).toHaveValue(`字段检查 ${stamp}`)

      // 52 characters against a limit of 40: counted as typed, refused on saving.
      await changeAndWaitForCheck(page, () => title.fill('长'.repeat(52)))
      await expect(page.locator('[data-length-counter]')).toContainText(t.counter)
      expect((await save(page, 'PATCH', `/api/news/${article.id}`)).status()).toBe(400)
      await expect(fieldError(page, 'title')).toContainText(t.tooLong)

      // A date typed that does not exist is refused at the date, not turned into another one.
      await changeAndWaitForCheck(page, () => title.fill(`字段检查 ${stamp}`))
      for (const [typed, message] of [
        ['2026-13-45 99:99', t.date],
        ['tomorrow', t.tomorrow],
      ] as const) {
        await typePublishDate(page, typed, 'Tab')
        expect((await save(page, 'PATCH', `/api/news/${article.id}`)).status()).toBe(400)
        await expect(fieldError(page, 'publishedAt')).toContainText(message)
      }
      const headers = await adminAuth(request)
      const stored = (await (
        await request.get(`/api/news/${article.id}`, { headers, params: { depth: '0' } })
      ).json()) as { publishedAt: string }
      expect(stored.publishedAt).toBe(far)
    } finally {
      await article.remove()
    }
  })

  test(`an empty draft is refused at its title (admin in ${language})`, async ({
    page,
    baseURL,
  }) => {
    await logIn(page, { language, baseURL: baseURL! })
    await page.goto('/admin/collections/news/create')
    await expect(page.locator('#field-title')).toBeVisible()
    await changeAndWaitForCheck(page, () => page.locator('#field-summary').fill('只有摘要。'))
    const draft = saveDraft(page, 'POST', '/api/news')
    expect((await draft).status()).toBe(400)
    await expect(errorToast(page)).toContainText(t.draft)
  })
}

for (const language of ['zh', 'en'] as const) {
  test(`copy to another language makes a draft to translate, with the warning (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    const article = await createArticle(request, {
      zh: { title: `复制语言 ${stamp}`, summary: '中文摘要。', body: '中文正文。' },
      en: { title: `Copy ${stamp}`, summary: 'English summary.', body: 'English body.' },
      publishedAt: far,
    })
    const words = {
      zh: { button: '复制', warning: '看起来不是正在编辑的语言' },
      en: {
        copy: 'Copy to Locale',
        button: 'Copy',
        warning: 'does not look like the language being edited',
      },
    }[language]
    try {
      await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'zh')
      await expect(page.locator('#field-title')).toHaveValue(`复制语言 ${stamp}`)
      await openDocumentMenu(page)
      await page.locator('#copy-locale-data__button').click()
      const drawer = page.locator('[class*=copy-locale]').first()
      await drawer.locator('.react-select').last().click()
      await page.locator('.rs__option', { hasText: 'English' }).click()
      await drawer.locator('input[type=checkbox]').check()
      await drawer.getByRole('button', { name: words.button, exact: true }).click()
      // The English form, with the Chinese text to translate and the warning.
      await expect(page).toHaveURL(/locale=en/)
      await expect(page.locator('#field-title')).toHaveValue(`复制语言 ${stamp}`)
      await expect(page.locator('[data-confirm-language]')).toContainText(words.warning)
      // A draft: the published English text is untouched.
      const published = (await (
        await request.get(`/api/news/${article.id}`, {
          headers: await adminAuth(request),
          params: { locale: 'en', depth: '0' },
        })
      ).json()) as { title: string }
      expect(published.title).toBe(`Copy ${stamp}`)
    } finally {
      await article.remove()
    }
  })
}

test('a link address the site would not show as a link is refused, naming it, in the admin’s language', async ({
  request,
}) => {
  const article = await createStampedArticle(request, { zh: '链接检查', publishedAt: far })
  const withLink = (url: string) => paragraphsOf([linkTo(url, '合作伙伴')])
  try {
    const auth = await adminAuth(request)
    const saveBody = (url: string, language: 'zh' | 'en') =>
      request.patch(`/api/news/${article.id}`, {
        headers: { ...auth, Cookie: `payload-lng=${language}` },
        params: { locale: 'zh' },
        data: { body: withLink(url), _status: 'published' },
      })
    for (const [url, language, words] of [
      ['example.com/page', 'zh', '是否要写成 https://example.com/page？'],
      ['javascript:alert(1)', 'zh', '链接地址“javascript:alert(1)”无效'],
      ['htp://example.com', 'en', 'The link address “htp://example.com” is not valid'],
    ] as const) {
      const refused = await saveBody(url, language)
      expect(refused.status(), url).toBe(400)
      expect(JSON.stringify(await refused.json()), url).toContain(words)
    }
    for (const url of ['https://partner.example.org/page', 'mailto:press@example.com', '/news']) {
      expect((await saveBody(url, 'zh')).status(), url).toBe(200)
    }
  } finally {
    await article.remove()
  }
})

test.describe('one time zone', () => {
  // An editor whose computer is set to UTC sees the company's time all the same.
  test.use({ timezoneId: 'UTC' })

  for (const language of ['zh', 'en'] as const) {
    test(`a scheduled article says "scheduled" with its Beijing time everywhere (admin in ${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const article = await createStampedArticle(request, {
        zh: '北京时间',
        publishedAt: '2099-06-03T00:26:00.000Z',
      })
      const { stamp } = article
      const words = {
        zh: { scheduled: '定时发布', zone: '北京时间' },
        en: { scheduled: 'Scheduled', zone: 'Beijing time' },
      }[language]
      try {
        await logInToArticle(page, { language, baseURL: baseURL! }, article.id, 'zh')
        // The header, the sidebar and the picker: one state, one time, one zone.
        const header = page.locator('[data-document-status="scheduled"]')
        await expect(header).toContainText(`${words.scheduled} 2099-06-03 08:26 ${words.zone}`)
        await expect(page.locator('.doc-controls .status:not([data-document-status])')).toBeHidden()
        await expect(page.locator('[data-publication-state="scheduled"]').first()).toContainText(
          '2099-06-03 08:26',
        )
        await expect(publishDateInput(page)).toHaveValue('2099-06-03 08:26')
        // The list: the date column and the state pill agree.
        await page.goto(
          `/admin/collections/news?locale=zh&where[title][equals]=${encodeURIComponent(`北京时间 ${stamp}`)}`,
        )
        const row = page.locator('tbody tr').first()
        await expect(row.locator('[data-publication-state="scheduled"]')).toContainText(
          '2099-06-03 08:26',
        )
        await expect(row.locator('.cell-publishedAt')).toContainText('2099-06-03 08:26')
      } finally {
        await article.remove()
      }
    })
  }
})

test.describe('accounts', () => {
  for (const language of ['zh', 'en'] as const) {
    test(`an admin cannot give an account a short password; an editor is told who may create users (admin in ${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const words = {
        zh: { short: '密码至少需要 12 个字符', onlyAdmins: '只有管理员可以' },
        en: { short: 'The password needs at least 12 characters', onlyAdmins: 'Only admins can' },
      }[language]
      await logIn(page, { language, baseURL: baseURL! })
      await page.goto('/admin/collections/users/create')
      await changeAndWaitForCheck(page, async () => {
        await page.locator('#field-email').fill(`short-${Date.now()}@example.com`)
        await page.locator('#field-password').fill('abc')
        await page.locator('#field-confirm-password').fill('abc')
      })
      const created = saveAnswer(page, 'POST', '/api/users')
      await page.locator('#action-save').click()
      expect((await created).status()).toBe(400)
      await expect(page.locator('.field-type.password').first()).toContainText(words.short)

      const editor = await createAccount(request, { name: `账户 ${language}` })
      const context = await page.context().browser()!.newContext({ baseURL: baseURL! })
      const editorPage = await context.newPage()
      try {
        await logIn(editorPage, { language, baseURL: baseURL! }, editor)
        await editorPage.goto('/admin/collections/users/create')
        await expect(editorPage.locator('body')).toContainText(words.onlyAdmins)
      } finally {
        await context.close()
        await editor.remove()
      }
    })
  }
})

import type { Browser, Page } from '@playwright/test'
import {
  changeAndWaitForCheck,
  createAccount,
  expect,
  logInToArticle,
  saveAnswer,
} from './admin-session'
import { adminAuth, createStampedArticle } from './content-api'
import { test } from './fixtures'

// Two admin sessions side by side take a while to open on a busy machine.
test.describe.configure({ timeout: 240_000 })

/** A signed-in admin page of `account` in a browser context of its own, showing the article. */
async function editorPage(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  articleId: number,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' })
  const page = await context.newPage()
  await logInToArticle(page, { language: 'zh', baseURL }, articleId, 'zh', account)
  await expect(page.locator('#field-title')).not.toHaveValue('')
  return page
}

for (const apart of [0, 150, 800]) {
  test(`two saves of one article ${apart} ms apart: one is kept, the other refused in words, nothing lost silently`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, {
      zh: '同时保存',
      // In both languages: the publish has nothing to warn of, and the two
      // clicks stay as far apart as the test says.
      en: 'Saved at once',
      summary: '原来的摘要。',
      publishedAt: '2099-06-03T02:00:00.000Z',
    })
    const { stamp } = article
    // One editor in two windows: no lock between them, the classic lost update.
    const editor = await createAccount(request, { name: `王编辑 ${apart}` })
    const pages = await Promise.all([
      editorPage(browser, baseURL!, editor, article.id),
      editorPage(browser, baseURL!, editor, article.id),
    ])
    try {
      const [first, second] = pages
      const typed = { title: `第一个窗口的标题 ${stamp}`, summary: `第二个窗口的摘要 ${stamp}。` }
      await changeAndWaitForCheck(first, () => first.locator('#field-title').fill(typed.title))
      await changeAndWaitForCheck(second, () =>
        second.locator('#field-summary').fill(typed.summary),
      )

      const answers = [first, second].map((page) =>
        saveAnswer(page, 'PATCH', `/api/news/${article.id}`),
      )
      await first.locator('#action-save').click()
      // The gap between the two clicks is what this test varies (not a wait
      // for anything): whatever it is, one save and one clear refusal.
      if (apart > 0) await second.waitForTimeout(apart)
      await second.locator('#action-save').click()
      const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()))
      expect([...statuses].sort()).toEqual([200, 409])

      const kept = statuses[0] === 200 ? 0 : 1
      const refused = pages[1 - kept]!
      // The refusal says who saved and what changed, and the editor's typing is still there.
      const toast = refused.locator('.toast-error, [data-sonner-toast][data-type="error"]').first()
      await expect(toast).toContainText('没有保存')
      await expect(toast).toContainText('你（在另一个窗口）')
      await expect(toast).toContainText(kept === 0 ? '标题（中文）' : '摘要（中文）')
      // Said whole: its time is not cut at the colon into a list.
      await expect(toast).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} 北京时间/)
      if (kept === 0) await expect(refused.locator('#field-summary')).toHaveValue(typed.summary)
      else await expect(refused.locator('#field-title')).toHaveValue(typed.title)

      // The form then says who saved, with the latest version to compare, and keeps the typing.
      await refused.evaluate(() => window.dispatchEvent(new Event('focus')))
      const notice = refused.locator('[data-stale-notice]')
      await expect(notice).toContainText(editor.name)
      await expect(notice.getByRole('link')).toHaveAttribute(
        'href',
        `/admin/collections/news/${article.id}?locale=zh`,
      )

      // Stored: the kept save whole, nothing of the refused one.
      const headers = await adminAuth(request)
      const stored = (await (
        await request.get(`/api/news/${article.id}`, {
          headers,
          params: { locale: 'zh', depth: '0', draft: 'true' },
        })
      ).json()) as { title: string; summary: string }
      expect(stored).toMatchObject(
        kept === 0
          ? { title: typed.title, summary: '原来的摘要。' }
          : { title: `同时保存 ${stamp}`, summary: typed.summary },
      )
    } finally {
      await Promise.all(pages.map((page) => page.context().close()))
      await article.remove()
      await editor.remove()
    }
  })
}

test('another editor’s open document names who is editing it, not an id', async ({
  browser,
  request,
  baseURL,
}) => {
  const article = await createStampedArticle(request, {
    zh: '锁定',
    publishedAt: '2099-06-03T02:00:00.000Z',
  })
  const { stamp } = article
  const li = await createAccount(request, { name: `李编辑${stamp}` })
  const zhang = await createAccount(request, { name: `张编辑${stamp}` })
  const first = await editorPage(browser, baseURL!, li, article.id)
  const context = await browser.newContext({ baseURL: baseURL!, locale: 'zh-CN' })
  const second = await context.newPage()
  try {
    await changeAndWaitForCheck(first, () =>
      first.locator('#field-title').fill(`李的标题 ${stamp}`),
    )
    await logInToArticle(second, { language: 'zh', baseURL: baseURL! }, article.id, 'zh', zhang)
    // Payload's lock names the one editing by their address (it was "用户: 1"
    // while editors could not read their colleagues' accounts).
    const locked = second.locator('.document-locked')
    await expect(locked).toContainText(li.email)
    await expect(locked).not.toContainText(/用户:\s*\d/)
  } finally {
    await first.context().close()
    await context.close()
    await article.remove()
    await li.remove()
    await zhang.remove()
  }
})

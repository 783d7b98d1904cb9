import type { Page } from '@playwright/test'
import { createAccount, expect, logIn } from './admin-session'
import { adminAuth, createStampedArticle } from './content-api'
import { test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 })

// An editor whose computer is far from Beijing: sixteen hours behind it.
test.use({ timezoneId: 'America/Los_Angeles' })

/** Scheduled far ahead: published, yet no visitor sees it. */
const far = '2099-06-03T02:00:00.000Z'

/** A moment as every admin time is written: Beijing's wall clock, labelled. */
function beijing(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} GMT+8`
}

/** Every time written on the page (2026-11-29 09:30), with the zone named after it. */
async function timesOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return [
    ...text.matchAll(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?: (?:GMT[+-]\d+|北京时间|Beijing time))?/g),
  ].map((m) => m[0])
}

for (const language of ['zh', 'en'] as const) {
  test(`every admin time is Beijing time and says so, whatever the editor's zone (admin in ${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await createStampedArticle(request, { zh: '时间', publishedAt: far })
    const { stamp } = article
    // An account of its own: the list keeps the columns chosen below for it.
    const editor = await createAccount(request, { name: `时间编辑 ${language} ${stamp}` })
    try {
      const headers = await adminAuth(request)
      const doc = (await (
        await request.get(`/api/news/${article.id}`, { headers, params: { depth: '0' } })
      ).json()) as { updatedAt: string; createdAt: string }
      const versions = (await (
        await request.get('/api/news/versions', {
          headers,
          params: { 'where[parent][equals]': String(article.id), sort: '-updatedAt', depth: '0' },
        })
      ).json()) as { docs: { id: number; updatedAt: string }[] }
      const latest = versions.docs[0]!

      await logIn(page, { language, baseURL: baseURL! }, editor)

      // The document's sidebar: last modified and created.
      await page.goto(`/admin/collections/news/${article.id}`)
      const controls = page.locator('.doc-controls')
      await expect(controls).toContainText(beijing(doc.updatedAt))
      await expect(controls).toContainText(beijing(doc.createdAt))
      // Shown whole at a laptop's width, zone included: never cut by an ellipsis.
      for (const value of await controls.locator('.doc-controls__value').all()) {
        const cut = await value.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
        expect(cut, await value.innerText()).toBe(false)
      }

      // The list, with its modified and created columns.
      await page.goto(
        `/admin/collections/news?columns=${encodeURIComponent(JSON.stringify(['title', 'updatedAt', 'createdAt']))}&where[id][equals]=${article.id}`,
      )
      const row = page.locator('tbody tr').filter({ hasText: `时间 ${stamp}` })
      await expect(row).toContainText(beijing(doc.updatedAt))
      await expect(row).toContainText(beijing(doc.createdAt))

      // The versions list, and one version's page (drawn on the server).
      await page.goto(`/admin/collections/news/${article.id}/versions`)
      await expect(page.locator('tbody')).toContainText(beijing(latest.updatedAt))
      await page.goto(`/admin/collections/news/${article.id}/versions/${latest.id}`)
      await expect(page.locator('main, .template-default__wrap').first()).toContainText(
        beijing(latest.updatedAt),
      )

      // Nothing on these screens is written in another zone, or without its zone.
      for (const path of [
        `/admin/collections/news/${article.id}`,
        `/admin/collections/news/${article.id}/versions`,
        `/admin/collections/news/${article.id}/versions/${latest.id}`,
      ]) {
        await page.goto(path)
        await expect(page.locator('.doc-controls, .versions, .view-version').first()).toBeVisible()
        for (const time of await timesOn(page))
          expect(time, path).toMatch(/ (GMT\+8|北京时间|Beijing time)$/)
      }

      // The restore dialog names the version by its time.
      await page
        .getByRole('button', { name: language === 'zh' ? '恢复此版本' : 'Restore this version' })
        .click()
      const dialog = page
        .locator('.confirmation-modal, [role="dialog"]')
        .filter({ hasText: /\d{4}-/ })
      await expect(dialog).toContainText(beijing(latest.updatedAt))
    } finally {
      await article.remove()
      await editor.remove()
    }
  })
}

import type { Page } from '@playwright/test'
import {
  changeAndWaitForCheck,
  createAccount,
  expect,
  logIn,
  openArticle,
  openDocumentMenu,
} from './admin-session'
import { createStampedArticle } from './content-api'
import { hydrated, test } from './fixtures'
import { quiet } from './waits'

// Every admin screen, in each interface language: a few minutes on a busy machine.
test.describe.configure({ timeout: 360_000 })

/**
 * The screens of the admin: the dashboard, every collection's list, a new
 * and an existing document, every global, versions, the account.
 */
const screens = [
  '/admin',
  '/admin/account',
  '/admin/collections/news',
  '/admin/collections/news/create',
  '/admin/collections/news/1',
  '/admin/collections/news/1/versions',
  '/admin/collections/jobs',
  '/admin/collections/jobs/create',
  '/admin/collections/jobs/1',
  '/admin/collections/faqs',
  '/admin/collections/faqs/1',
  '/admin/collections/videos',
  '/admin/collections/videos/1',
  '/admin/collections/media',
  '/admin/collections/media/create',
  '/admin/collections/media/1',
  '/admin/collections/redirects',
  '/admin/collections/redirects/create',
  '/admin/collections/users',
  '/admin/collections/users/create',
  '/admin/collections/events',
  '/admin/collections/preview-links',
  '/admin/globals/company',
  '/admin/globals/site',
]

/**
 * Names and words that are the same in both interface languages: the
 * product, language names as the language menu lists them,
 * technical names (time zone, file types, URL).
 */
const sameInBoth = [
  /^Tianyan( AI)?$/,
  /^天衍(智能)?$/,
  /^English$/,
  /^简体中文$/,
  /^Asia\/Shanghai \(UTC\+8\)$/,
  /^(URL|ID|SEO|JSON|MP4|PNG|JPEG|WebP|SVG)$/,
]

/** Text of the admin's own words: not what editors wrote (inputs, cells, the body editor). */
async function interfaceText(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const skip =
      'input, textarea, select, option, [contenteditable], td, .field-type.upload .file-details, .thumbnail, .react-select .rs__single-value, .react-select .rs__multi-value, .relationship-add-new, [data-sonner-toaster], script, style, noscript, .doc-header__title, .render-title, .collection-edit__title, .react-datepicker, .file-meta, .file-details, .field-diff-content, .step-nav > :last-child'
    const texts: string[] = []
    const roots = [...document.querySelectorAll(within)]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!parent || !text || parent.closest(skip)) continue
      if (!roots.some((root) => root.contains(parent))) continue
      if (parent.closest('[hidden], [aria-hidden="true"]')) continue
      const style = getComputedStyle(parent)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      texts.push(text)
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest(skip.replace('input, textarea, ', ''))) continue
      if (!roots.some((root) => root.contains(element))) continue
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  }, within)
}

const HAN = /\p{Script=Han}/u
/** Two or more words of Latin letters in a row: English. */
const ENGLISH = /[A-Za-z]{2,}[\s-]+[A-Za-z]{2,}/

/** Language names as the language menu writes them, each in its own language. */
const languageNames = /简体中文|English/g

function otherLanguage(text: string, language: 'zh' | 'en'): boolean {
  // The CMS's own name is not a word of the newsroom's ("Payload 设置").
  if (/payload/i.test(text)) return true
  if (sameInBoth.some((pattern) => pattern.test(text))) return false
  text = text.replace(languageNames, '').trim()
  if (!text) return false
  if (/@|https?:\/\/|^\/|\.(png|jpe?g|webp|svg|mp4|webm)$/i.test(text)) return false
  if (language === 'en') return HAN.test(text)
  return !HAN.test(text) && ENGLISH.test(text)
}

for (const language of ['zh', 'en'] as const) {
  test(`every admin screen speaks ${language === 'zh' ? 'Chinese' : 'English'} only`, async ({
    page,
    baseURL,
  }) => {
    await logIn(page, { language, baseURL: baseURL! })
    const found: string[] = []
    for (const [index, screen] of screens.entries()) {
      // The content shown in the interface's own language, as an editor of it would.
      const address = `${screen}${screen.includes('?') ? '&' : '?'}locale=${language}`
      if (index === 0) await page.goto(address)
      else {
        // From screen to screen as the admin's own links go (client-side):
        // the words are the same, without loading the whole admin each time.
        await page.evaluate((to) => {
          ;(window as unknown as { next: { router: { push(to: string): void } } }).next.router.push(
            to,
          )
        }, address)
        // By its path: a new document's screen opens in Chinese whatever the
        // address asks (admin-language.spec.ts), as after a full load.
        await page.waitForURL((url) => url.pathname === screen)
      }
      await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
      await quiet(page)
      // Read again while the screen is still settling (names given once it has
      // hydrated); what is left after 5 s is reported with the other screens'.
      let other: string[] = []
      await expect
        .poll(
          async () =>
            (other = (await interfaceText(page)).filter((text) => otherLanguage(text, language))),
          { timeout: 5_000 },
        )
        .toEqual([])
        .catch(() => undefined)
      found.push(...other.map((text) => `${screen}: ${text}`))
      expect(await page.locator('body').innerText()).not.toMatch(/undefined|\[object Object\]/)
    }
    expect([...new Set(found)]).toEqual([])
  })
}

/** A field's name as code writes it (publishedAt, seed_key, _status): never shown to editors. */
const RAW_NAME = /^_?[a-z]+(?:[A-Z][a-z]+)+$|^[a-z]+_[a-z_]+$|^_[a-z]+$/

for (const language of ['zh', 'en'] as const) {
  test(`every picker, dialog and toast speaks ${language === 'zh' ? 'Chinese' : 'English'} only`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Live in Chinese only: its publish warns, its unpublish asks.
    const article = await createStampedArticle(request, {
      zh: '对话框',
      publishedAt: '2021-03-04T02:00:00.000Z',
    })
    const { stamp } = article
    // An account of its own: the admin remembers per account that live preview was opened.
    const editor = await createAccount(request, { name: `词语编辑 ${language} ${stamp}` })
    const found: string[] = []
    const check = async (where: string, within: string) => {
      const texts = await interfaceText(page, within)
      expect(texts.length, `${where}: some words`).toBeGreaterThan(0)
      for (const text of texts) {
        // The article's own title, as the breadcrumb names it: what the editor wrote.
        if (text === `对话框 ${stamp}`) continue
        if (otherLanguage(text, language) || RAW_NAME.test(text)) found.push(`${where}: ${text}`)
      }
    }
    try {
      await logIn(page, { language, baseURL: baseURL! }, editor)

      // The list's column picker and filter picker of every collection editors use.
      for (const collection of ['news', 'jobs', 'faqs', 'videos', 'events', 'media', 'redirects']) {
        await page.goto(`/admin/collections/${collection}?locale=${language}`)
        const columns = page.locator('.list-controls__toggle-columns')
        await hydrated(columns)
        await columns.click()
        await expect(page.locator('.pill-selector').first()).toBeVisible()
        await check(`${collection} columns`, '.list-controls__columns')
        await page.locator('.list-controls__toggle-where').click()
        await page.locator('.where-builder__add-first-filter').click()
        await page.locator('.condition__field .rs__control').first().click()
        await expect(page.locator('.rs__option').first()).toBeVisible()
        await check(`${collection} filters`, '.rs__menu')
      }

      // The document's dialogs: the publish warning, the ⋮ menu, unpublish, share.
      await openArticle(page, article.id, 'zh')
      await changeAndWaitForCheck(page, () => page.locator('#field-summary').fill('改过的摘要。'))
      await page.locator('#action-save').click()
      const modal = '.confirmation-modal'
      await expect(
        page.locator(modal).filter({ hasText: /发布前请确认|Before you publish/ }),
      ).toBeVisible()
      await check('publish warning', modal)
      await page.keyboard.press('Escape')
      await openDocumentMenu(page)
      await expect(page.locator('#action-unpublish')).toBeVisible()
      await check('document menu', '.popup__content')
      await page.locator('#action-unpublish').click()
      await expect(
        page
          .locator(modal)
          .filter({ has: page.locator('h1, h2, h3') })
          .last(),
      ).toBeVisible()
      await check('unpublish dialog', modal)
      await page.keyboard.press('Escape')
      await page.reload()
      const share = page.locator('.share-preview')
      await hydrated(share)
      await share.click()
      await expect(page.locator('[data-preview-link]')).toBeVisible()
      await check('preview link dialog', modal)
      await page.keyboard.press('Escape')

      // The live preview's toolbar.
      const live = page.locator('.live-preview-toggler')
      await hydrated(live)
      await live.click()
      await expect(page.locator('.live-preview-toolbar')).toBeVisible()
      await check('live preview toolbar', '.live-preview-toolbar')
      await live.click()
      await expect(page.locator('.live-preview-toolbar')).toBeHidden()

      // A save's toast.
      await page.reload()
      await changeAndWaitForCheck(page, () => page.locator('#field-summary').fill('草稿摘要。'))
      await page.locator('#action-save-draft').click()
      const toast = page.locator('[data-sonner-toast]').first()
      await expect(toast).toBeVisible()
      const toastText = (await toast.innerText()).trim()
      if (otherLanguage(toastText, language)) found.push(`save toast: ${toastText}`)

      // A version's page and its restore dialog.
      await page.goto(`/admin/collections/news/${article.id}/versions?locale=zh`)
      await page.locator('tbody tr a').first().click()
      const restore = page.getByRole('button', {
        name: language === 'zh' ? '恢复此版本' : 'Restore this version',
      })
      await hydrated(restore)
      await check('version', '.template-default')
      await restore.click()
      await expect(page.locator(modal).filter({ hasText: /\d{4}-/ })).toBeVisible()
      await check('restore dialog', modal)
    } finally {
      await article.remove()
      await editor.remove()
    }
    expect([...new Set(found)]).toEqual([])
  })
}

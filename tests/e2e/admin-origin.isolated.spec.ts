import type { Browser, Page } from '@playwright/test'
import { changeAndWaitForCheck, expect, logIn, save } from './admin-session'
import { test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { freePort } from '../../scripts/free-port'

// Two instances of the build, each started and signed in to: minutes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

let instances: Instance[] = []

test.afterEach(() => {
  for (const instance of instances) instance.cleanup()
  instances = []
})

/** A browser context of its own, on the instance's address. */
async function pageOn(browser: Browser, instance: Instance): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.origin })
  return context.newPage()
}

test('without SITE_URL, the admin saves on whatever port and host the site was started on', async ({
  browser,
}) => {
  // The run command of the README on another port, SITE_URL unset.
  const instance = await startInstance({ SITE_URL: '' })
  instances.push(instance)
  const page = await pageOn(browser, instance)
  await logIn(page, { language: 'zh', baseURL: instance.origin })
  await page.goto(`${instance.origin}/admin/collections/faqs/1?locale=zh`)
  const question = page.locator('#field-question')
  await expect(question).not.toHaveValue('')
  await expect(page.locator('[data-origin-notice]')).toHaveCount(0)
  await changeAndWaitForCheck(page, () => question.fill(`${Date.now()} 天衍能做什么？`))
  expect((await save(page, 'PATCH', '/api/faqs/1')).status()).toBe(200)
})

test('with SITE_URL set to another address, the admin says so before and at saving', async ({
  browser,
}) => {
  // Another port of this machine, where nothing listens.
  const sitePort = await freePort()
  let port = await freePort()
  while (port === sitePort) port = await freePort()
  const siteUrl = `http://localhost:${sitePort}`
  const instance = await startInstance({ SITE_URL: siteUrl }, { port })
  instances.push(instance)
  const page = await pageOn(browser, instance)
  await logIn(page, { language: 'en', baseURL: instance.origin })
  await page.goto(`${instance.origin}/admin/collections/faqs/1?locale=en`)
  const notice = page.locator('[data-origin-notice]')
  await expect(notice).toContainText(`This admin's address is ${siteUrl} (SITE_URL)`)
  await expect(notice).toContainText(instance.origin)
  const question = page.locator('#field-question')
  await expect(question).not.toHaveValue('')
  // The form's own checks are refused here too (they carry the session): the
  // form sends none, and the save is the next thing it asks.
  await question.fill(`What can Tianyan do? ${Date.now()}`)
  await expect(page.locator('#action-save')).toBeEnabled()
  expect((await save(page, 'PATCH', '/api/faqs/1')).status()).toBe(403)
  await expect(page.locator('[data-sonner-toast]').first()).toContainText(
    `this admin accepts editing sessions from ${siteUrl} only (SITE_URL)`,
  )
})

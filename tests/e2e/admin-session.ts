import type { Page } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { expect as baseExpect } from './fixtures'

/**
 * Signs the e2e admin in through the admin's form. With `language` (and the
 * test's `baseURL`), the admin's interface speaks that language: Payload
 * keeps the choice in a cookie.
 */
export async function logIn(
  page: Page,
  interfaceLanguage?: { language: 'zh' | 'en'; baseURL: string },
) {
  if (interfaceLanguage) {
    await page
      .context()
      .addCookies([
        { name: 'payload-lng', value: interfaceLanguage.language, url: interfaceLanguage.baseURL },
      ])
  }
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(e2eAdmin.email)
  await page.locator('#field-password').fill(e2eAdmin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/**
 * Assertions for admin screens: each takes seconds to load and render on a
 * busy machine (the public pages' 5 s is too short for an edit form beside a build).
 */
export const expect = baseExpect.configure({ timeout: 20_000 })

/** Clicks the form's Save (or Publish) and returns the API's answer to it. */
export async function save(page: Page, method: 'POST' | 'PATCH', apiPath: string) {
  const answer = page.waitForResponse(
    (response) => response.url().includes(apiPath) && response.request().method() === method,
  )
  await page.locator('#action-save').click()
  return answer
}

import type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { adminAuth } from './content-api'
import { expect as baseExpect } from './fixtures'
import { nothingHappensFor } from './waits'

/** An account's sign-in. */
export type Account = { email: string; password: string }

/**
 * Signs an account (the e2e admin by default) in, as the admin's form does:
 * the CMS's sign-in from the page's own browser context, which keeps the
 * session's cookie. With `language` (and the test's `baseURL`), the admin's
 * interface speaks that language: Payload keeps the choice in a cookie.
 * The form itself is tested where it is the subject (admin.spec.ts); here
 * the test goes straight to its screen, without loading the sign-in screen
 * and the dashboard first.
 */
export async function logIn(
  page: Page,
  interfaceLanguage?: { language: 'zh' | 'en'; baseURL: string },
  account: Account = e2eAdmin,
) {
  if (interfaceLanguage) {
    await page
      .context()
      .addCookies([
        { name: 'payload-lng', value: interfaceLanguage.language, url: interfaceLanguage.baseURL },
      ])
  }
  const signedIn = await page.request.post('/api/users/login', { data: account })
  expect(signedIn.status(), `signing ${account.email} in`).toBe(200)
}

/** Opens article `id`'s edit form in the content language `locale`. */
export async function openArticle(page: Page, id: number, locale: 'zh' | 'en') {
  await page.goto(`/admin/collections/news/${id}?locale=${locale}`)
}

/** Signs in as logIn does, then opens article `id`'s edit form in the content language `locale`. */
export async function logInToArticle(
  page: Page,
  interfaceLanguage: { language: 'zh' | 'en'; baseURL: string },
  id: number,
  locale: 'zh' | 'en',
  account: Account = e2eAdmin,
) {
  await logIn(page, interfaceLanguage, account)
  await openArticle(page, id, locale)
}

/**
 * An account of its own for one test, created by the e2e admin: the admin
 * remembers per account the language last edited, so tests that switch it
 * must not share an account with tests running beside them.
 */
export async function createAccount(
  request: APIRequestContext,
  { name, role = 'editor' }: { name: string; role?: 'editor' | 'admin' },
): Promise<Account & { id: number; name: string; remove: () => Promise<void> }> {
  const headers = await adminAuth(request)
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@example.com`
  const password = `pw-${Date.now()}-long-enough`
  const created = await request.post('/api/users', {
    headers,
    data: { email, password, name, roles: [role] },
  })
  if (created.status() !== 201) {
    throw new Error(`Creating ${email} answered ${created.status()}: ${await created.text()}`)
  }
  const { doc } = (await created.json()) as { doc: { id: number } }
  return {
    id: doc.id,
    email,
    password,
    name,
    remove: async () => {
      await request.delete(`/api/users/${doc.id}`, { headers: await adminAuth(request) })
    },
  }
}

/**
 * Assertions for admin screens: each takes seconds to load and render on a
 * busy machine (the public pages' 5 s is too short for an edit form beside a build).
 */
export const expect = baseExpect.configure({ timeout: 20_000 })

/** The API's answer to the page's next `method` request to `apiPath` (a save, a restore). */
export function saveAnswer(
  page: Page,
  method: 'POST' | 'PATCH',
  apiPath: string,
): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().includes(apiPath) && response.request().method() === method,
  )
}

/** Clicks the form's Save (or Publish) and returns the API's answer to it. */
export async function save(page: Page, method: 'POST' | 'PATCH', apiPath: string) {
  const answer = saveAnswer(page, method, apiPath)
  await pressPublish(page, apiPath)
  return answer
}

/** Clicks the form's Save draft and returns the API's answer to it. */
export async function saveDraft(page: Page, method: 'POST' | 'PATCH', apiPath: string) {
  const answer = saveAnswer(page, method, apiPath)
  await page.locator('#action-save-draft').click()
  return answer
}

/**
 * Presses the main save button (publish, where the collection has drafts)
 * and, when the admin first warns what the publish takes off the site or
 * leaves missing in a language (cms/admin/warned-publish.tsx), publishes
 * anyway, as an editor who has read it. Returns once the save to `apiPath`
 * is sent: the warning comes before any request, or none does.
 */
export async function pressPublish(page: Page, apiPath: string) {
  const warning = page
    .locator('.confirmation-modal')
    .filter({ hasText: /发布前请确认|Before you publish/ })
  const sent = page
    .waitForRequest(
      (request) => request.url().includes(apiPath) && ['PATCH', 'POST'].includes(request.method()),
    )
    .then(() => 'sent' as const)
  const warned = warning.waitFor().then(() => 'warned' as const)
  await page.locator('#action-save').click()
  const first = await Promise.race([sent, warned])
  // The other one is not waited for.
  sent.catch(() => undefined)
  warned.catch(() => undefined)
  if (first === 'warned') {
    await warning.getByRole('button', { name: /仍然发布|Publish anyway/ }).click()
    await sent
  }
}

/**
 * Makes a change in an edit form and waits, as an editor who pauses does, for
 * the form's check with the server (Payload sends one 250 ms after the last
 * change) to come back. A save while that check is under way loses its field
 * errors when the check's answer arrives: the check was asked before the save,
 * without validation, and marks every field valid (Payload's own race, see
 * payloadcms/payload#15092).
 */
export async function changeAndWaitForCheck(page: Page, change: () => Promise<void>) {
  const isCheck = (request: Request) =>
    request.method() === 'POST' && request.headers()['next-action'] !== undefined
  const pending = new Set<Request>()
  let startedSinceChange = false
  let changed = false
  const onStart = (request: Request) => {
    if (!isCheck(request)) return
    pending.add(request)
    if (changed) startedSinceChange = true
  }
  const onEnd = (request: Request) => pending.delete(request)
  page.on('request', onStart)
  page.on('requestfinished', onEnd)
  page.on('requestfailed', onEnd)
  try {
    // A check may start while the change is still being made (a date picker
    // answers the typing at once): any check from then on counts, and the
    // quiet moment below waits out one that a later keystroke asks for.
    changed = true
    await change()
    const settled = () => startedSinceChange && pending.size === 0
    await expect.poll(settled, { message: 'the form check after the change' }).toBe(true)
    // Settled for a moment: no later check was still waiting for its turn.
    await expect
      .poll(
        async () => {
          if (!settled()) return false
          await nothingHappensFor(500, 'no later form check starts')
          return settled()
        },
        { message: 'no form check under way' },
      )
      .toBe(true)
  } finally {
    page.off('request', onStart)
    page.off('requestfinished', onEnd)
    page.off('requestfailed', onEnd)
  }
}

/** Opens the edit form's ⋮ menu of further actions (unpublish, copy to another language, delete). */
export async function openDocumentMenu(page: Page) {
  await page.locator('.doc-controls__popup .popup-button').click()
}

/** The edit form's publish date as typed: the date picker's text input. */
export function publishDateInput(page: Page): Locator {
  return page.locator('#field-publishedAt .react-datepicker__input-container input')
}

/** Types `typed` over the publish date, ends it with `key` and waits for the form's check. */
export async function typePublishDate(page: Page, typed: string, key: 'Enter' | 'Tab' = 'Enter') {
  const date = publishDateInput(page)
  await changeAndWaitForCheck(page, async () => {
    await date.fill(typed)
    await date.press(key)
  })
}

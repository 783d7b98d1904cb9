import type { APIRequestContext } from '@playwright/test'
import { changeAndWaitForCheck, expect, logIn, save, saveDraft } from './admin-session'
import { adminAuth } from './content-api'
import { catalogues, localePath, test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 })

/** How soon a published change must be on the public pages. */
const LIVE_WITHIN_MS = 5_000

/** A page as visitors get it: without any session. */
async function publicPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: '' } })
  return { status: response.status(), text: await response.text() }
}

test('an opening edited as a draft stays as it was on the site until published', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const created = await request.post('/api/jobs', {
    headers,
    params: { locale: 'zh' },
    data: {
      title: `草稿职位 ${stamp}`,
      description: '职位描述。',
      requirements: [{ text: '认真。' }],
      department: 'research',
      location: 'beijing',
      employmentType: 'full_time',
      open: true,
      order: 900,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const live = `/profile/jobs/${doc.id}`
  const preview = `/profile/jobs/preview/${doc.id}`
  try {
    await logIn(page, { language: 'zh', baseURL: baseURL! })
    await page.goto(`/admin/collections/jobs/${doc.id}?locale=zh`)
    await expect(page.locator('#field-title')).toHaveValue(`草稿职位 ${stamp}`)
    await changeAndWaitForCheck(page, () =>
      page.locator('#field-title').fill(`改过的草稿职位 ${stamp}`),
    )
    expect((await saveDraft(page, 'PATCH', `/api/jobs/${doc.id}`)).status()).toBe(200)

    // Visitors still get the opening as published, and no preview.
    const visitor = await publicPage(request, live)
    expect(visitor.status).toBe(200)
    expect(visitor.text).toContain(`草稿职位 ${stamp}`)
    expect(visitor.text).not.toContain(`改过的草稿职位 ${stamp}`)
    const refused = await publicPage(request, preview)
    expect(refused.status).toBe(404)
    expect(refused.text).not.toContain(`${stamp}`)

    // The editor previews the draft, as the site will show it.
    const response = await page.goto(preview)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(catalogues.zh.profile.jobs.preview)).toBeVisible()
    await expect(page.getByRole('main')).toContainText(`改过的草稿职位 ${stamp}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Published, it reaches the site.
    await page.goto(`/admin/collections/jobs/${doc.id}?locale=zh`)
    await expect(page.locator('#field-title')).toHaveValue(`改过的草稿职位 ${stamp}`)
    expect((await save(page, 'PATCH', `/api/jobs/${doc.id}`)).status()).toBe(200)
    await expect
      .poll(async () => (await publicPage(request, live)).text, { timeout: LIVE_WITHIN_MS })
      .toContain(`改过的草稿职位 ${stamp}`)
  } finally {
    await request.delete(`/api/jobs/${doc.id}`, { headers })
  }
})

test('a new question saved as a draft is previewed on the FAQ page, then published', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const created = await request.post('/api/faqs', {
    headers,
    params: { locale: 'en', draft: 'true' },
    data: { question: `A draft question ${stamp}?`, answer: 'A draft answer.', order: -5 },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const preview = localePath('en', `/faq/preview/${doc.id}`)
  try {
    expect((await publicPage(request, '/en/faq')).text).not.toContain(`${stamp}`)
    expect((await publicPage(request, preview)).status).toBe(404)

    await logIn(page, { language: 'en', baseURL: baseURL! })
    const response = await page.goto(preview)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(catalogues.en.faq.preview)).toBeVisible()
    // Shown open, among the published questions.
    const question = page.locator('details', { hasText: `A draft question ${stamp}?` })
    await expect(question).toHaveAttribute('open', '')
    await expect(question).toContainText('A draft answer.')
    expect(await page.locator('details').count()).toBeGreaterThan(1)

    await page.goto(`/admin/collections/faqs/${doc.id}?locale=en`)
    await expect(page.locator('#field-question')).toHaveValue(`A draft question ${stamp}?`)
    expect((await save(page, 'PATCH', `/api/faqs/${doc.id}`)).status()).toBe(200)
    await expect
      .poll(async () => (await publicPage(request, '/en/faq')).text, { timeout: LIVE_WITHIN_MS })
      .toContain(`A draft question ${stamp}?`)
  } finally {
    await request.delete(`/api/faqs/${doc.id}`, { headers })
  }
})

import { adminAuth, createArticle, paragraphs } from './content-api'
import { expect, localePath, locales, test } from './fixtures'

// Hostile text in every content field that reaches a page; it is published,
// so these tests run alone, after the others.
test.describe.configure({ mode: 'serial' })

const payload = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">"'><svg onload=window.__pwned=1>`
/** As much of it as a title holds (40 characters in Chinese, 90 in English). */
const shortPayload = '<svg onload=window.__pwned=1>'

/** A rich text body with the payload as text and as a `javascript:` link. */
function hostileBody() {
  const body = paragraphs(payload)
  body.root.children.push({
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'link',
        version: 3,
        fields: { url: 'javascript:window.__pwned=1', linkType: 'custom', newTab: false },
        children: [{ type: 'text', version: 1, text: 'click me' }],
      },
    ],
  })
  return body
}

test('script and event-handler payloads in every content field stay text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminAuth(request)
  // Each language version in its own language, as the admin asks for.
  const article = await createArticle(request, {
    zh: { title: `恶意${shortPayload}`, summary: `恶意摘要 ${payload}`, body: payload },
    en: { title: `XSS ${shortPayload}`, summary: `Summary ${payload}`, body: payload },
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    confirmLanguage: true,
  })
  // A `javascript:` link is refused at the save; the rest is saved as text.
  const refused = await request.patch(`/api/news/${article.id}`, {
    headers,
    params: { locale: 'zh' },
    data: { body: hostileBody(), confirmLanguage: true },
  })
  expect(refused.status()).toBe(400)
  const patched = await request.patch(`/api/news/${article.id}`, {
    headers,
    params: { locale: 'zh' },
    data: { seo: { title: payload, description: payload }, confirmLanguage: true },
  })
  expect(patched.status()).toBe(200)

  const createIn = async (collection: string, zh: object, en: object, extra: object) => {
    const created = await request.post(`/api/${collection}`, {
      headers,
      params: { locale: 'zh' },
      data: { ...zh, ...extra, confirmLanguage: true },
    })
    expect(created.status(), collection).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    await request.patch(`/api/${collection}/${doc.id}`, {
      headers,
      params: { locale: 'en' },
      data: en,
    })
    return doc.id
  }
  const jobText = (title: string) => ({
    title: `${title} ${payload}`,
    description: `Description ${payload}`,
    requirements: [{ text: payload }],
  })
  const jobId = await createIn('jobs', jobText('恶意职位'), jobText('Job'), {
    department: 'engineering',
    location: 'singapore',
    employmentType: 'full_time',
    open: true,
    order: -1,
    _status: 'published',
  })
  const faqId = await createIn(
    'faqs',
    { question: `恶意问题 ${payload}`, answer: `恶意回答 ${payload}` },
    { question: `Question ${payload}`, answer: `Answer ${payload}` },
    { order: -1, _status: 'published' },
  )

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  try {
    for (const locale of locales) {
      for (const path of [
        `/news/detail/${article.id}`,
        '/news',
        '/',
        '/faq',
        '/profile?tab=1',
        '/profile?tab=2',
        `/profile/jobs/${jobId}`,
      ]) {
        const url = localePath(locale, path)
        await expect
          .poll(async () => (await request.get(url)).text(), { timeout: 10_000, message: url })
          .toContain('window.__pwned')
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        const html = await response!.text()
        // The payload arrives as text, never as markup.
        expect(html, url).not.toMatch(/<script>window\.__pwned|<img src=x onerror|<svg onload/)
        expect(html, url).not.toMatch(/href="javascript:/i)
        await page.waitForLoadState('networkidle')
        expect(
          await page.evaluate(() => (window as { __pwned?: number }).__pwned),
          url,
        ).toBeUndefined()
      }
      const feed = await (await request.get(localePath(locale, '/news/rss.xml'))).text()
      expect(feed).not.toContain('<script>window.__pwned')
    }
    expect(dialogs).toEqual([])
  } finally {
    await article.remove()
    await request.delete(`/api/jobs/${jobId}`, { headers })
    await request.delete(`/api/faqs/${faqId}`, { headers })
  }
})

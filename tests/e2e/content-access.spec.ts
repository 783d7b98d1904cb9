import type { APIRequestContext } from '@playwright/test'
import { adminToken } from './content-api'
import { news2026 } from '../../src/cms/seed/content/news-2026'
import { expect, test } from './fixtures'

type Doc = { id: number; title?: string; _status?: string; publishedAt?: string }

const hidden = news2026.filter((article) => article.state)

async function adminFind(request: APIRequestContext, token: string, title: string): Promise<Doc> {
  const response = await request.get('/api/news', {
    headers: { Authorization: `JWT ${token}` },
    params: { draft: 'true', locale: 'zh', 'where[title][equals]': title, depth: '0' },
  })
  const { docs } = (await response.json()) as { docs: Doc[] }
  const doc = docs[0]
  if (!doc) throw new Error(`No article titled ${title}`)
  return doc
}

test.describe('content through the APIs', () => {
  test('visitors read only published, due articles through REST, in both languages', async ({
    request,
  }) => {
    const now = Date.now()
    for (const locale of ['zh', 'en']) {
      // Every page of the list (an anonymous read has at most 100 per page).
      const docs: Doc[] = []
      for (let page = 1; ; page += 1) {
        const response = await request.get('/api/news', {
          params: { locale, limit: '100', depth: '0', draft: 'true', page: String(page) },
        })
        expect(response.status()).toBe(200)
        const list = (await response.json()) as { docs: Doc[]; hasNextPage: boolean }
        docs.push(...list.docs)
        if (!list.hasNextPage) break
      }
      expect(docs.length).toBeGreaterThanOrEqual(36)
      for (const doc of docs) {
        expect(doc._status).toBe('published')
        expect(Date.parse(doc.publishedAt ?? '')).toBeLessThanOrEqual(now)
      }
      const titles = docs.map((doc) => doc.title)
      for (const article of hidden) {
        expect(titles).not.toContain(article[locale as 'zh' | 'en'].title)
      }
    }
  })

  test('a draft or scheduled article is not found by id', async ({ request }) => {
    const token = await adminToken(request)
    for (const article of hidden) {
      const { id } = await adminFind(request, token, article.zh.title)
      const byId = await request.get(`/api/news/${id}`, { params: { draft: 'true' } })
      expect(byId.status()).toBe(404)
      const list = await request.get('/api/news', {
        params: { 'where[id][equals]': String(id), draft: 'true' },
      })
      expect(((await list.json()) as { docs: Doc[] }).docs).toEqual([])
    }
  })

  test('the cover of a draft or scheduled article is not public until it is', async ({
    request,
  }) => {
    const token = await adminToken(request)
    const asEditor = { Authorization: `JWT ${token}` }
    type Medium = { id: number; url: string; filename: string }
    const medium = async (id: number) =>
      (await (await request.get(`/api/media/${id}`, { headers: asEditor })).json()) as Medium
    const coverOf = async (title: string) => {
      const { id } = await adminFind(request, token, title)
      const response = await request.get(`/api/news/${id}`, {
        headers: asEditor,
        params: { draft: 'true', depth: '0' },
      })
      return medium(((await response.json()) as { cover: number }).cover)
    }
    // Every medium a visitor can list, across pages.
    const listed: string[] = []
    for (let page = 1; ; page += 1) {
      const response = await request.get('/api/media', {
        params: { limit: '100', depth: '0', page: String(page) },
      })
      expect(response.status()).toBe(200)
      const list = (await response.json()) as { docs: Medium[]; hasNextPage: boolean }
      listed.push(...list.docs.map((doc) => doc.filename))
      if (!list.hasNextPage) break
    }

    for (const article of hidden) {
      const cover = await coverOf(article.zh.title)
      expect(listed).not.toContain(cover.filename)
      expect((await request.get(`/api/media/${cover.id}`)).status()).toBe(404)
      const file = await request.get(cover.url)
      expect(file.status()).toBe(404)
      expect(await file.text()).not.toContain(cover.filename)
      // Editors (and their previews) still load it.
      expect((await request.get(cover.url, { headers: asEditor })).status()).toBe(200)
    }
    const live = news2026.find((article) => !article.state)!
    const shown = await coverOf(live.zh.title)
    expect(listed).toContain(shown.filename)
    const file = await request.get(shown.url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\//)
  })

  test('visitors cannot write anything', async ({ request }) => {
    const token = await adminToken(request)
    const { id } = await adminFind(request, token, hidden[0]?.zh.title ?? '')
    const attempts = [
      request.post('/api/news', { data: { title: 'x', _status: 'published' } }),
      request.patch(`/api/news/${id}`, { data: { title: 'x' } }),
      request.delete(`/api/news/${id}`),
      request.post('/api/faqs', { data: { question: 'x', answer: 'y', order: 1 } }),
      request.post('/api/jobs', { data: { title: 'x' } }),
      request.post('/api/redirects', { data: { from: '/x', to: '/' } }),
      request.post('/api/globals/company', { data: { mission: 'x' } }),
      request.post('/api/globals/site', { data: { phone: '1' } }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status(), response.url()).toBe(403)
      expect(await response.text()).not.toMatch(/stack|node_modules|SQL/i)
    }
    expect((await request.get('/api/users')).status()).toBe(403)
  })

  test('an editor redirect is applied by the server within seconds', async ({ request }) => {
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const from = `/e2e-moved-${Date.now()}`
    const rules = [
      { from, to: '/en', permanent: false, status: 307, location: '/en' },
      {
        from: `${from}-partner`,
        to: 'https://partner.example.org/report',
        permanent: true,
        status: 308,
        location: 'https://partner.example.org/report',
      },
    ]
    const ids: number[] = []
    for (const rule of rules) {
      const created = await request.post('/api/redirects', {
        headers: auth,
        data: { from: rule.from, to: rule.to, permanent: rule.permanent },
      })
      expect(created.status()).toBe(201)
      ids.push(((await created.json()) as { doc: Doc }).doc.id)
    }
    for (const rule of rules) {
      await expect
        .poll(
          async () => {
            const response = await request.get(rule.from, { maxRedirects: 0 })
            return `${response.status()} ${new URL(response.headers().location ?? '', 'http://x').href}`
          },
          { timeout: 10_000 },
        )
        .toBe(`${rule.status} ${new URL(rule.location, 'http://x').href}`)
    }
    for (const id of ids) await request.delete(`/api/redirects/${id}`, { headers: auth })
    // Gone again within seconds: the path is a 404 page.
    await expect
      .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(404)
  })
})

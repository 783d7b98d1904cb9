import type { APIRequestContext } from '@playwright/test'
import { adminToken } from './content-api'
import { news2026 } from '../../src/content-types/news/cms/launch-2026'
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
  test('visitors get nothing from the content API but its files: pages read on the server', async ({
    request,
  }) => {
    const token = await adminToken(request)
    const { id } = await adminFind(request, token, hidden[0]!.zh.title)
    const forged = { Cookie: 'payload-token=forged' }
    for (const path of [
      '/api/news?locale=zh&limit=100&depth=0',
      '/api/news?locale=en&draft=true',
      `/api/news/${id}?draft=true`,
      `/api/news?where[id][equals]=${id}&draft=true`,
      '/api/news/count',
      '/api/media?limit=100',
      '/api/jobs',
      '/api/faqs',
      '/api/videos',
      '/api/redirects',
      '/api/globals/site',
      '/api/globals/company',
    ]) {
      for (const headers of [{}, forged]) {
        const response = await request.get(path, { headers })
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1)
      }
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
    for (const article of hidden) {
      const cover = await coverOf(article.zh.title)
      expect((await request.get(`/api/media/${cover.id}`)).status()).toBe(401)
      const file = await request.get(cover.url)
      expect(file.status()).toBe(404)
      expect(await file.text()).not.toContain(cover.filename)
      // Editors (and their previews) still load it.
      expect((await request.get(cover.url, { headers: asEditor })).status()).toBe(200)
    }
    const live = news2026.find((article) => !article.state)!
    const shown = await coverOf(live.zh.title)
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
      expect(response.status(), response.url()).toBe(401)
      expect(await response.text()).not.toMatch(/stack|node_modules|SQL/i)
    }
    expect((await request.get('/api/users')).status()).toBe(401)
  })

  test('an editor redirect is applied by the server within seconds', async ({ request }) => {
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const from = `/e2e-moved-${Date.now()}`
    const rules = [
      { from, to: '/en', permanent: false, status: 307, location: '/en' },
      // Chinese paths, both ways: a header carries them percent-encoded.
      {
        from: `${from}-关于`,
        to: '/关于我们',
        permanent: false,
        status: 307,
        location: '/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC',
      },
      {
        from: `${from}-%E5%85%AC%E5%8F%B8`,
        to: '/news?category=公司',
        permanent: true,
        status: 308,
        location: '/news?category=%E5%85%AC%E5%8F%B8',
      },
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
    // The rule written in Chinese answers its percent-encoded form, and the other way round.
    const encoded = await request.get(`${from}-%E5%85%B3%E4%BA%8E`, { maxRedirects: 0 })
    expect(encoded.status()).toBe(307)
    const written = await request.get(`${from}-公司`, { maxRedirects: 0 })
    expect(new URL(written.headers().location ?? '', 'http://x').search).toBe(
      '?category=%E5%85%AC%E5%8F%B8',
    )
    // An address no request can ask for is refused in the editor's words.
    const broken = await request.post('/api/redirects', {
      headers: auth,
      data: { from: `${from}-broken`, to: '/%E5%85' },
    })
    expect(broken.status()).toBe(400)
    expect(JSON.stringify(await broken.json())).toContain('%E5%85%B3')
    for (const id of ids) await request.delete(`/api/redirects/${id}`, { headers: auth })
    // Gone again within seconds: the path is a 404 page.
    await expect
      .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(404)
  })
})

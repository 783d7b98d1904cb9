import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { adminAuth, createArticle, uploadImage } from './content-api'
import { expect, localePath, locales, test, type Locale } from './fixtures'

/** The og:image and twitter:image a page names (their paths on this site). */
async function cardsOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  const html = await response.text()
  const meta = (name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]+)"`).exec(html)?.[1]
  const og = meta('og:image')
  const twitter = meta('twitter:image')
  return {
    status: response.status(),
    og: og && new URL(og).pathname,
    twitter: twitter && new URL(twitter).pathname,
    alt: meta('og:image:alt'),
  }
}

/** A PNG's width and height, read from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function image(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(response.headers()['cache-control']).toContain('immutable')
  const bytes = await response.body()
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  return { bytes, drawn: response.headers()['x-share-card'] }
}

/** The id of the first article the list shows. */
async function firstArticles(request: APIRequestContext, locale: Locale, count: number) {
  const html = await (await request.get(localePath(locale, '/news'))).text()
  const ids = [...html.matchAll(/href="(?:\/en)?\/news\/detail\/(\d+)"/g)].map((m) => Number(m[1]))
  return [...new Set(ids)].slice(0, count)
}

for (const locale of locales) {
  test(`every public page names a share card of its own, a PNG of 1200 × 630 (${locale})`, async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const [article] = await firstArticles(request, locale, 1)
    const jobs = await (await request.get(localePath(locale, '/profile?tab=2'))).text()
    const job = /\/profile\/jobs\/(\d+)/.exec(jobs)?.[1]
    expect(job).toBeTruthy()
    const paths = [
      '/',
      '/news',
      '/news?category=industry',
      `/news/detail/${article}`,
      '/faq',
      '/profile',
      '/profile?tab=1',
      '/profile?tab=2',
      `/profile/jobs/${job}`,
      '/search?q=%E6%A8%A1%E5%9E%8B',
      '/no-such-page-at-all',
    ].map((path) => localePath(locale, path))
    const seen = new Map<string, string>()
    for (const path of paths) {
      const card = await cardsOf(request, path)
      expect(card.og, path).toMatch(
        new RegExp(`^/cards/${locale}\\.[a-z]+-[\\w-]+\\.[\\w-]{16}\\.png$`),
      )
      expect(card.twitter, path).toBe(card.og)
      expect(card.alt, path).toBeTruthy()
      await image(request, card.og!)
      seen.set(path, card.og!)
    }
    // The home page, the list, the FAQ, the profile, the openings, an article,
    // an opening and the 404 page each have their own.
    const distinct = (...of: string[]) =>
      new Set(of.map((path) => seen.get(localePath(locale, path))))
    expect(
      distinct(
        '/',
        '/news',
        '/faq',
        '/profile',
        '/profile?tab=2',
        `/news/detail/${article}`,
        `/profile/jobs/${job}`,
        '/no-such-page-at-all',
      ).size,
    ).toBe(8)
    // A view of the list is the list.
    expect(seen.get(localePath(locale, '/news?category=industry'))).toBe(
      seen.get(localePath(locale, '/news')),
    )
  })
}

test('two articles have different cards, and an article has one per language', async ({
  request,
}) => {
  const [a, b] = await firstArticles(request, 'zh', 2)
  const zh = await cardsOf(request, `/news/detail/${a}`)
  const other = await cardsOf(request, `/news/detail/${b}`)
  const en = await cardsOf(request, `/en/news/detail/${a}`)
  expect(new Set([zh.og, other.og, en.og]).size).toBe(3)
  const bytesOf = async (path: string) => (await image(request, path)).bytes
  const [zhBytes, otherBytes, enBytes] = await Promise.all([
    bytesOf(zh.og!),
    bytesOf(other.og!),
    bytesOf(en.og!),
  ])
  expect(zhBytes.equals(otherBytes)).toBe(false)
  expect(zhBytes.equals(enBytes)).toBe(false)
})

test("a new title is a new card within 5 s; the old card's address leads to it", async ({
  request,
}) => {
  const article = await createArticle(request, {
    zh: { title: '分享卡片旧标题', summary: '分享卡片随标题更新。', body: '正文。' },
    publishedAt: '2017-05-01T08:00:00.000Z',
  })
  try {
    const before = await cardsOf(request, `/news/detail/${article.id}`)
    const old = await image(request, before.og!)
    const saved = await request.patch(`/api/news/${article.id}`, {
      headers: await adminAuth(request),
      params: { locale: 'zh' },
      data: { title: '分享卡片新标题' },
    })
    expect(saved.status()).toBe(200)
    await expect
      .poll(async () => (await cardsOf(request, `/news/detail/${article.id}`)).og, {
        message: 'a new address within 5 s',
        timeout: 5_000,
      })
      .not.toBe(before.og)
    const after = await cardsOf(request, `/news/detail/${article.id}`)
    expect(after.alt).toBe('分享卡片新标题')
    const fresh = await image(request, after.og!)
    expect(fresh.bytes.equals(old.bytes)).toBe(false)
    const moved = await request.get(before.og!, { maxRedirects: 0 })
    expect(moved.status()).toBe(307)
    expect(new URL(moved.headers()['location']!, 'http://x').pathname).toBe(after.og)
  } finally {
    await article.remove()
  }
})

test('a card is drawn once per version, however many ask at once; a name no card has is not found', async ({
  request,
}) => {
  const article = await createArticle(request, {
    zh: { title: '分享卡片只画一次', summary: '并发请求只画一次。', body: '正文。' },
    publishedAt: '2017-06-01T08:00:00.000Z',
  })
  try {
    const { og } = await cardsOf(request, `/news/detail/${article.id}`)
    const answers = await Promise.all(Array.from({ length: 8 }, () => image(request, og!)))
    expect(answers.filter((answer) => answer.drawn === 'drawn')).toHaveLength(1)
    expect((await image(request, og!)).drawn).toBe('kept')
    for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true)
    // Unknown ids, pages and names: 404, nothing drawn.
    const digest = og!.split('.').at(-2)
    for (const path of [
      `/cards/zh.article-999999.${digest}.png`,
      `/cards/zh.job-999999.${digest}.png`,
      `/cards/zh.page-admin.${digest}.png`,
      `/cards/fr.page-home.${digest}.png`,
      '/cards/anything.png',
      '/cards',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['x-share-card'], path).toBeUndefined()
    }
    // A card of an article taken off is gone with it.
    await article.remove()
    const gone = await request.get(og!, { maxRedirects: 0 })
    expect(gone.status()).toBe(404)
  } finally {
    await article.remove()
  }
})

test("an editor's share image is the article's card in its language; without a cover, one is drawn", async ({
  request,
}) => {
  const headers = await adminAuth(request)
  // A plain picture of one colour (#2f5bd3), not of the card's size.
  const picture = await uploadImage(request, headers, {
    name: 'share-image',
    alt: { zh: '分享图', en: 'Share image' },
    width: 1000,
    height: 700,
  })
  const article = await createArticle(request, {
    zh: { title: '有分享图的文章', summary: '编辑上传了分享图。', body: '正文。' },
    en: { title: 'An article with a share image', summary: 'Its own picture.', body: 'Body.' },
    publishedAt: '2017-07-01T08:00:00.000Z',
    category: 'industry',
    cover: null,
  })
  try {
    const path = `/news/detail/${article.id}`
    const before = await cardsOf(request, path)
    const saved = await request.patch(`/api/news/${article.id}`, {
      headers,
      params: { locale: 'zh' },
      data: { seo: { shareImage: picture.id } },
    })
    expect(saved.status()).toBe(200)
    await expect
      .poll(async () => (await cardsOf(request, path)).og, {
        message: 'a new card within 5 s',
        timeout: 5_000,
      })
      .not.toBe(before.og)
    const after = await cardsOf(request, path)
    // The card is the picture, cropped to 1200 × 630, nothing drawn over it.
    const { bytes } = await image(request, after.og!)
    const { channels } = await sharp(bytes).stats()
    // (The CMS keeps it as WebP: a colour may move by a step or two.)
    const means = channels.map((channel) => channel.mean)
    ;[47, 91, 211].forEach((value, index) =>
      expect(Math.abs(means[index]! - value)).toBeLessThan(4),
    )
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeLessThan(2)
    // The English page has no share image: its card is drawn, over the drawn cover's art.
    const english = await cardsOf(request, `/en${path}`)
    const drawn = await sharp((await image(request, english.og!)).bytes).stats()
    expect(Math.max(...drawn.channels.map((channel) => channel.stdev))).toBeGreaterThan(10)

    // The page shows the cover drawn for the article: its own art, kept for good.
    const html = await (await request.get(path)).text()
    const cover = `/covers/article-${article.id}.industry.1.svg`
    expect(html).toContain(`src="${cover}"`)
    const art = await request.get(cover)
    expect(art.status()).toBe(200)
    expect(art.headers()['content-type']).toBe('image/svg+xml')
    expect(art.headers()['cache-control']).toContain('immutable')
    const other = await request.get(`/covers/article-${article.id + 1}.industry.1.svg`)
    expect((await other.body()).equals(await art.body())).toBe(false)

    // Search engines read raster pictures only: the article's JSON-LD names its card, not the SVG.
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .flatMap((match) => [JSON.parse(match[1]!) as unknown].flat())
      .find((entry) => (entry as { '@type'?: string })['@type'] === 'NewsArticle') as
      { image?: string[] } | undefined
    expect(ld?.image?.map((url) => new URL(url).pathname)).toEqual([after.og])
  } finally {
    await article.remove()
    await request.delete(`/api/media/${picture.id}`, { headers })
  }
})

test("an opening's card says where and how it is worked: a new place is a new card", async ({
  request,
}) => {
  const headers = await adminAuth(request)
  const created = await request.post('/api/jobs', {
    headers,
    params: { locale: 'zh' },
    data: {
      title: `分享卡片职位 ${Date.now()}`,
      description: '职位描述。',
      requirements: [{ text: '熟悉分享卡片。' }],
      department: 'research',
      location: 'beijing',
      employmentType: 'full_time',
      open: true,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const path = `/profile/jobs/${doc.id}`
    const before = await cardsOf(request, path)
    expect(before.status).toBe(200)
    await image(request, before.og!)
    /** Saves `data` on the opening; its card's address must change from `og`'s. */
    const changeTo = async (data: Record<string, string>, og: string | undefined) => {
      const saved = await request.patch(`/api/jobs/${doc.id}`, {
        headers,
        params: { locale: 'zh' },
        data,
      })
      expect(saved.status()).toBe(200)
      await expect
        .poll(async () => (await cardsOf(request, path)).og, { timeout: 5_000 })
        .not.toBe(og)
    }
    await changeTo({ location: 'singapore' }, before.og)
    const placed = await cardsOf(request, path)
    await changeTo({ employmentType: 'part_time' }, placed.og)
  } finally {
    await request.delete(`/api/jobs/${doc.id}`, { headers })
  }
})

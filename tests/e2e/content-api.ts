import type { APIRequestContext } from '@playwright/test'
import { plainPng } from '../fixtures/pictures'
import { e2eAdmin } from '../../playwright.config'

const element = { version: 1, direction: 'ltr', format: '', indent: 0 }

/** Lexical rich text of paragraphs, each of the given inline nodes. */
export function paragraphsOf(...inlines: Record<string, unknown>[][]) {
  return {
    root: {
      ...element,
      type: 'root',
      children: inlines.map((children) => ({ ...element, type: 'paragraph', children })),
    },
  }
}

/** Lexical rich text of plain paragraphs, as the CMS stores article bodies. */
export function paragraphs(...texts: string[]) {
  return paragraphsOf(...texts.map((text) => [{ type: 'text', version: 1, text }]))
}

/** A paragraph's link to an address, as the body editor stores it. */
export function linkTo(url: string, text: string) {
  return {
    ...element,
    type: 'link',
    version: 3,
    fields: { url, newTab: false, linkType: 'custom' },
    children: [{ type: 'text', version: 1, text }],
  }
}

/** A signed-in session of the e2e admin per site origin, kept for the worker. */
const tokens = new Map<string, string>()

/**
 * A token of the e2e admin (created on the server's first start), signed in
 * once per worker and origin; signed in afresh when the origin's server no
 * longer knows it (an instance started anew on the same port).
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const origin = new URL((await request.get('/api/health/live')).url()).origin
  const kept = tokens.get(origin)
  if (kept) {
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${kept}` } })
    if (((await me.json()) as { user: unknown }).user) return kept
  }
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  if (login.status() !== 200) throw new Error(`Admin login answered ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  tokens.set(origin, token)
  return token
}

/** The `Authorization` header of the e2e admin. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

/** An article's text; a body given as a string is one paragraph. */
type ArticleText = {
  title: string
  summary: string
  body: string | { root: Record<string, unknown> }
}

/** How an article is created: its text in each language, its date and its state. */
type ArticleOptions = {
  zh: ArticleText
  en?: ArticleText
  publishedAt: string
  category?: 'company' | 'industry' | 'article'
  status?: 'published' | 'draft'
  /** The cover's id; null for none (the site draws one). The launch content's first image by default. */
  cover?: number | null
  /** Saved though a text looks like the other language (the admin's "save anyway"). */
  confirmLanguage?: boolean
}

/**
 * Creates a published article through the REST API, in Chinese and (when
 * given) English, dated `publishedAt`, with the cover of a launch article
 * (or the upload `cover`).
 * Returns its id; `remove` deletes it.
 */
export async function createArticle(
  request: APIRequestContext,
  options: ArticleOptions,
): Promise<{ id: number; remove: () => Promise<void> }> {
  const headers = await adminAuth(request)
  const launchImages = (await (
    await request.get('/api/media', {
      headers,
      params: { limit: '1', depth: '0', 'where[mimeType][contains]': 'image' },
    })
  ).json()) as { docs: { id: number }[] }
  const status = options.status ?? 'published'
  const text = (value: ArticleText) => ({
    title: value.title,
    summary: value.summary,
    body: typeof value.body === 'string' ? paragraphs(value.body) : value.body,
  })
  const created = await request.post('/api/news', {
    headers,
    params: { locale: 'zh', ...(status === 'draft' ? { draft: 'true' } : {}) },
    data: {
      ...text(options.zh),
      category: options.category ?? 'company',
      cover: options.cover === undefined ? launchImages.docs[0]?.id : options.cover,
      publishedAt: options.publishedAt,
      _status: status,
      ...(options.confirmLanguage ? { confirmLanguage: true } : {}),
    },
  })
  if (created.status() !== 201) throw new Error(`Create answered ${created.status()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  if (options.en) {
    const updated = await request.patch(`/api/news/${doc.id}`, {
      headers,
      params: { locale: 'en', ...(status === 'draft' ? { draft: 'true' } : {}) },
      data: {
        ...text(options.en),
        _status: status,
        ...(options.confirmLanguage ? { confirmLanguage: true } : {}),
      },
    })
    if (updated.status() !== 200) throw new Error(`Update answered ${updated.status()}`)
  }
  return {
    id: doc.id,
    remove: async () => {
      await request.delete(`/api/news/${doc.id}`, { headers })
    },
  }
}

/** An article as createArticle makes it, titled `{title} {time now}`, with a short summary and body. */
export async function createStampedArticle(
  request: APIRequestContext,
  {
    zh,
    en,
    summary = '摘要。',
    ...options
  }: Omit<ArticleOptions, 'zh' | 'en'> & {
    /** The Chinese title, before the stamp. */
    zh: string
    /** The English title, before the stamp. */
    en?: string
    /** The Chinese summary, where a test reads it. */
    summary?: string
  },
) {
  const stamp = Date.now()
  const article = await createArticle(request, {
    ...options,
    zh: { title: `${zh} ${stamp}`, summary, body: '正文。' },
    ...(en === undefined
      ? {}
      : { en: { title: `${en} ${stamp}`, summary: 'The summary.', body: 'Body.' } }),
  })
  return { ...article, stamp }
}

/** An uploaded medium as the CMS answers its creation. */
export type UploadedMedium = {
  id: number
  url: string
  filename: string
  sizes: Record<string, { filename: string | null; url: string | null }>
}

/**
 * Uploads a plain PNG of `width` × `height` as an editor (`headers`), named
 * `{name}-{time}.png`, with its alt text in both languages; fails the test
 * unless the CMS creates it.
 */
export async function uploadImage(
  request: APIRequestContext,
  headers: Record<string, string>,
  {
    name,
    alt,
    width = 64,
    height = 64,
  }: { name: string; alt: { zh: string; en: string }; width?: number; height?: number },
): Promise<UploadedMedium> {
  const png = await plainPng(width, height, '#2f5bd3')
  const created = await request.post('/api/media', {
    headers,
    params: { locale: 'zh' },
    multipart: {
      file: { name: `${name}-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: alt.zh, altInOtherLanguage: alt.en }),
    },
  })
  if (created.status() !== 201) {
    throw new Error(`Upload answered ${created.status()}: ${await created.text()}`)
  }
  return ((await created.json()) as { doc: UploadedMedium }).doc
}

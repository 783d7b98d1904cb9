import { setTimeout as pause } from 'node:timers/promises'
import { paragraphs } from './content-api'
import type { Instance } from './instance'

/** Every page showing an item must follow each save within this time. */
export const FOLLOW_WITHIN_MS = 5_000

/** How long a check waits for one answer before it counts the page as not answering. */
const ANSWER_WITHIN_MS = 30_000

/**
 * Rounds of a storm in the suite (each round saves every item several ways
 * while readers poll both languages); STORM_ROUNDS for a longer run.
 */
export const ROUNDS = Number(process.env.STORM_ROUNDS ?? 10)

/** The id of an image of the launch content (the storm articles' cover). */
export async function anyImage(origin: string, token: string): Promise<number> {
  const response = await fetch(
    `${origin}/api/media?limit=1&depth=0&where[mimeType][contains]=image`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  if (!docs[0]) throw new Error('No image to use as a cover')
  return docs[0].id
}

type Locale = 'zh' | 'en'
const locales: Locale[] = ['zh', 'en']
const localized = (locale: Locale, path: string) =>
  locale === 'zh' ? path : path === '/' ? '/en' : `/en${path}`

/** A page of the site and what it must show after a step. */
type Surface = { path: string; check: (status: number, body: string) => boolean; wants: string }

/**
 * The settings of the storm's instances: every reader and check here is one
 * address asking a new search for each item, which the search limit of an
 * address would soon refuse (that limit is tested in hostile-requests).
 */
export const stormSettings = { SEARCH_RATE_LIMIT: '0' }

/**
 * An instance's log lines of these levels: shown beside a miss, they say why
 * (a 503 is a failed read; a lost connection to Redis is a warning).
 */
export function logLines(instance: Instance, levels: readonly string[]) {
  return instance.lines
    .map((line) => JSON.parse(line) as { level: string; time: string; msg: string })
    .filter((line) => levels.includes(line.level))
}

/** A page that did not show a step's change in time. */
export type Miss = { step: string; origin: string; path: string; wants: string; got: string }

type Item = {
  kind: 'article' | 'job' | 'faq'
  id: number
  /** The visible title (question) per language, as it stands. */
  title: Record<Locale, string>
  /** The word in both titles that only this item has: what a visitor searches for. */
  stamp: string
}

const shows =
  (text: string): Surface['check'] =>
  (status, body) =>
    status === 200 && body.includes(text)
const lacks =
  (text: string): Surface['check'] =>
  (status, body) =>
    status === 200 && !body.includes(text)
const gone: Surface['check'] = (status) => status === 404

/** The pages an item appears on, in one language, and what they show of it. */
function surfaces(item: Item, locale: Locale, visible: boolean): Surface[] {
  const title = item.title[locale]
  const onList = (path: string): Surface => ({
    path: localized(locale, path),
    check: visible ? shows(title) : lacks(title),
    wants: visible ? `shows “${title}”` : `leaves out “${title}”`,
  })
  const own = (path: string): Surface => ({
    path: localized(locale, path),
    check: visible ? shows(title) : gone,
    wants: visible ? `shows “${title}”` : 'is the 404 page',
  })
  const inSitemap = (path: string): Surface => {
    const loc = `${localized(locale, path)}</loc>`
    return {
      path: localized(locale, '/sitemap.xml'),
      check: visible ? shows(loc) : lacks(loc),
      wants: visible ? `lists ${path}` : `leaves out ${path}`,
    }
  }
  // The site search finds the item by its word, with its title as it
  // stands (the word is marked as found), and stops finding it once it is off.
  const found = `${item.stamp}</mark>`
  const rest = title.replace(item.stamp, '').trim()
  // A result's title may break between its words (<wbr>): its text is read without them.
  const text = (body: string) => body.replaceAll('<wbr/>', '')
  const inSearch: Surface = {
    path: localized(locale, `/search?q=${item.stamp}`),
    check: visible
      ? (status, body) => status === 200 && text(body).includes(found) && text(body).includes(rest)
      : lacks(found),
    wants: visible ? `finds “${title}”` : `does not find ${item.stamp}`,
  }
  switch (item.kind) {
    case 'article':
      return [
        inSearch,
        onList('/news'),
        onList('/news?category=industry'),
        onList('/'),
        onList('/news/rss.xml'),
        own(`/news/detail/${item.id}`),
        inSitemap(`/news/detail/${item.id}`),
      ]
    case 'job':
      return [
        inSearch,
        onList('/profile?tab=2'),
        own(`/profile/jobs/${item.id}`),
        inSitemap(`/profile/jobs/${item.id}`),
      ]
    case 'faq':
      return [inSearch, onList('/faq'), onList('/profile?tab=1'), onList('/')]
  }
}

type Api = (method: string, path: string, locale: Locale, data?: unknown) => Promise<unknown>

/** The REST API of `origin` as the signed-in editor `token`. */
function restApi(origin: string, token: string): Api {
  return async (method, path, locale, data) => {
    const response = await fetch(`${origin}/api${path}?locale=${locale}&depth=0`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    })
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    return (await response.json()) as unknown
  }
}

const between = (min: number, max: number) => min + Math.random() * (max - min)

type Kind = Item['kind']
const collection: Record<Kind, string> = { article: 'news', job: 'jobs', faq: 'faqs' }

/** The fields of a new item in one language, named `title`. */
function fields(kind: Kind, locale: Locale, title: string): Record<string, unknown> {
  const text = locale === 'zh' ? '风暴测试的内容。' : 'Storm test content.'
  switch (kind) {
    case 'article':
      return { title, summary: text, body: paragraphs(text), _status: 'published' }
    case 'job':
      return { title, description: text, requirements: [{ text }] }
    case 'faq':
      return { question: title, answer: text }
  }
}

/** What a new item needs besides its texts (first in its lists, in the storm's category). */
function shared(kind: Kind, cover: number): Record<string, unknown> {
  switch (kind) {
    case 'article':
      return {
        category: 'industry',
        cover,
        publishedAt: new Date(Date.now() - 1_000).toISOString(),
      }
    case 'job':
      return {
        _status: 'published',
        department: 'research',
        location: 'beijing',
        employmentType: 'full_time',
        open: true,
        order: -1_000,
      }
    case 'faq':
      return { order: -1_000, _status: 'published' }
  }
}

const titleField = (kind: Kind) => (kind === 'faq' ? 'question' : 'title')

type Options = {
  /** Where the editor saves. */
  publish: string
  /** Where visitors read meanwhile. */
  readers: string[]
  /** Where every page must follow each save. */
  origins: string[]
  token: string
  rounds: number
  /** Any image id (the articles' cover). */
  cover: number
}

/**
 * Rounds of an editor's saves while visitors read: each round creates an
 * article, an opening and a question in Chinese, adds English 0.1–0.5 s
 * later, edits both titles, takes the item off the site (unpublish, or close
 * an opening) and deletes it. After each step every page
 * showing the item, in both languages and on every origin, must show the
 * change within 5 s. Returns the pages that did not.
 */
export async function publishStorm(options: Options): Promise<Miss[]> {
  const api = restApi(options.publish, options.token)
  const misses: Miss[] = []
  const live = new Set<Item>()
  let reading = true

  // Visitors read every page of every item on the site, without pause.
  const readers = Array.from({ length: 3 }, async (_, reader) => {
    for (let turn = 0; reading; turn += 1) {
      const items = [...live]
      const item = items[turn % Math.max(1, items.length)]
      const locale = locales[(turn + reader) % 2]!
      const pages = item ? surfaces(item, locale, true) : []
      const origin = options.readers[(turn + reader) % options.readers.length]!
      // Each page read to its end, as a browser does: an answer left unread
      // keeps its request in flight, and the server's stop waits for it.
      for (const page of pages) {
        const asked = Date.now()
        await fetch(origin + page.path, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
          .then((response) => response.arrayBuffer())
          .catch(() => {
            if (Date.now() - asked < ANSWER_WITHIN_MS) return
            const got = `no answer in ${ANSWER_WITHIN_MS} ms`
            misses.push({ step: 'reading', origin, path: page.path, wants: 'an answer', got })
          })
      }
      if (pages.length === 0) await pause(50)
    }
  })

  /** Waits until every page shows `visible` (or not) of `item`; notes those that do not. */
  const follow = async (step: string, item: Item, visible: boolean) => {
    const checks = options.origins.flatMap((origin) =>
      locales.flatMap((locale) =>
        surfaces(item, locale, visible).map((page) => ({ origin, page })),
      ),
    )
    const saved = Date.now()
    const deadline = saved + FOLLOW_WITHIN_MS
    await Promise.all(
      checks.map(async ({ origin, page }) => {
        const answers: string[] = []
        while (Date.now() < deadline) {
          const asked = Date.now()
          const answer = await fetch(origin + page.path, {
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
          })
            .then(async (response) => ({ status: response.status, body: await response.text() }))
            .catch(() => undefined)
          if (!answer) {
            // A page that does not answer at all is a miss of its own: the
            // wait stops here, naming the page, instead of at fetch's limit.
            answers.push(`+${asked - saved} ms: no answer in ${ANSWER_WITHIN_MS} ms`)
            break
          }
          if (page.check(answer.status, answer.body)) return
          answers.push(`+${asked - saved} ms: ${answer.status} in ${Date.now() - asked} ms`)
          await pause(100)
        }
        // When each answer was asked and how long it took tell a slow render
        // from an old entry kept.
        const got = `${answers.length} answers, ${answers.slice(0, 2).join(', ')} … ${answers.slice(-3).join(', ')}`
        misses.push({ step, origin, path: page.path, wants: page.wants, got })
      }),
    )
  }

  const round = async (kind: Kind, n: number) => {
    const stamp = `${Date.now().toString(36)}${n}${kind}`
    const title = (locale: Locale, version: string) =>
      locale === 'zh' ? `风暴${version} ${stamp}` : `Storm ${version} ${stamp}`
    const path = `/${collection[kind]}`
    const created = (await api('POST', path, 'zh', {
      ...fields(kind, 'zh', title('zh', 'A')),
      ...shared(kind, options.cover),
    })) as { doc: { id: number } }
    const item: Item = {
      kind,
      id: created.doc.id,
      title: { zh: title('zh', 'A'), en: '' },
      stamp,
    }
    await pause(between(100, 500))
    await api('PATCH', `${path}/${item.id}`, 'en', fields(kind, 'en', title('en', 'A')))
    item.title.en = title('en', 'A')
    live.add(item)
    await follow(`${kind} ${n}: published in both languages`, item, true)

    for (const locale of locales) {
      await api('PATCH', `${path}/${item.id}`, locale, { [titleField(kind)]: title(locale, 'B') })
      item.title[locale] = title(locale, 'B')
    }
    await follow(`${kind} ${n}: both titles edited`, item, true)

    // Articles and questions are unpublished, openings closed.
    const off = kind === 'job' ? { open: false } : { _status: 'draft' }
    await api('PATCH', `${path}/${item.id}`, 'zh', off)
    await follow(`${kind} ${n}: taken off the site`, item, false)
    live.delete(item)
    await api('DELETE', `${path}/${item.id}`, 'zh')
    await follow(`${kind} ${n}: deleted`, item, false)
  }

  try {
    for (let n = 1; n <= options.rounds; n += 1) {
      await Promise.all((['article', 'job', 'faq'] as const).map((kind) => round(kind, n)))
    }
  } finally {
    reading = false
    await Promise.all(readers)
  }
  return misses
}

import { loopbackJson } from './loopback-json'
import { parseId } from './parse-id'

/** Path of the server's answer to "can visitors read this article?". */
export const articleStatePath = '/internal/article'

/** How long the proxy keeps an answer: a publish shows within this time. */
export const ARTICLE_STATE_TTL_MS = 1_000

/** How many answers the proxy keeps at most (then it starts afresh). */
const MAX_KEPT = 1_000

/**
 * What the proxy knows of an article: `readable`; `missing` (no such article
 * for visitors in that language, or a malformed id); `unavailable` (it cannot
 * be read now); `unknown` (the server could not be asked: the page decides).
 */
export type ArticleState = 'readable' | 'missing' | 'unavailable' | 'unknown'

const sources = new Map<string, (origin: string) => Promise<ArticleState>>()

function source(locale: string, id: number) {
  const key = `${locale}:${id}`
  let get = sources.get(key)
  if (!get) {
    if (sources.size >= MAX_KEPT) sources.clear()
    get = loopbackJson<ArticleState>({
      path: () => `${articleStatePath}?${new URLSearchParams({ locale, id: String(id) })}`,
      ttlMs: ARTICLE_STATE_TTL_MS,
      fallback: 'unknown',
      parse: (body, status) => {
        if (status === 503) return 'unavailable'
        if (status !== 200 || !body || typeof body !== 'object') return undefined
        return (body as { readable?: unknown }).readable === true ? 'readable' : 'missing'
      },
      what: `the state of article ${key}`,
    })
    sources.set(key, get)
  }
  return get
}

const detailPath = /^\/news\/detail\/([^/]+)\/?$/

/**
 * The state of the article of a detail path (without its locale prefix);
 * null for other paths. Malformed ids are missing without asking the server.
 */
export async function articleStateOf(
  pathname: string,
  locale: string,
  origin: string,
): Promise<ArticleState | null> {
  const segment = detailPath.exec(pathname)?.[1]
  if (segment === undefined) return null
  const id = parseId(segment)
  if (id === null) return 'missing'
  return source(locale, id)(origin)
}

import { keyedLoopbackJson } from './loopback-json'
import { parseId } from './parse-id'

/** How long the proxy keeps an answer: a publish shows within this time. */
export const CONTENT_STATE_TTL_MS = 1_000

/**
 * What the proxy knows of an item with its own page (an article, a job
 * opening): `readable`; `missing` (no such item for visitors in that
 * language, or a malformed id); `other-language` (missing in that language,
 * readable in the other); `unavailable` (it cannot be read now); `unknown`
 * (the server could not be asked: the page decides).
 */
export type ContentState = 'readable' | 'missing' | 'other-language' | 'unavailable' | 'unknown'

/**
 * The state of the item of a page path (without its locale prefix), asked of
 * the server at `statePath?locale=&id=` (answer `{ "readable": boolean,
 * "otherLanguage"?: boolean }`, or 503); null for other paths. Malformed ids
 * are missing without asking.
 */
function contentStateLookup(kind: string, pagePath: RegExp, statePath: string) {
  const source = keyedLoopbackJson<ContentState>((key) => {
    const [locale = '', id = ''] = key.split(':')
    return {
      path: () => `${statePath}?${new URLSearchParams({ locale, id })}`,
      ttlMs: CONTENT_STATE_TTL_MS,
      fallback: 'unknown',
      parse: (body, status) => {
        if (status === 503) return 'unavailable'
        if (status !== 200 || !body || typeof body !== 'object') return undefined
        const { readable, otherLanguage } = body as { readable?: unknown; otherLanguage?: unknown }
        if (readable === true) return 'readable'
        return otherLanguage === true ? 'other-language' : 'missing'
      },
      what: `the state of ${kind} ${key}`,
    }
  })
  return async (pathname: string, locale: string, origin: string) => {
    const segment = pagePath.exec(pathname)?.[1]
    if (segment === undefined) return null
    const id = parseId(segment)
    if (id === null) return 'missing'
    return source(`${locale}:${id}`)(origin)
  }
}

/** Paths of the server's answers, for the proxy's matcher and the routes. */
export const articleStatePath = '/internal/article'
export const jobStatePath = '/internal/job'

export const articleStateOf = contentStateLookup(
  'article',
  /^\/news\/detail\/([^/]+)\/?$/,
  articleStatePath,
)
export const jobStateOf = contentStateLookup('job', /^\/profile\/jobs\/([^/]+)\/?$/, jobStatePath)

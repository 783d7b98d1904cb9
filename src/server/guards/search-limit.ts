import { LRUCache } from 'lru-cache'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { parseSearchQuery } from '../../content/search/model'
import { searchPath } from '../../content/search/routes'

/** A search request: its language and what makes its results page (`null`: not a search). */
export type SearchRequest = { language: 'zh' | 'en'; key: string }

/**
 * The search a request asks for, or null for anything else: a path other
 * than the results page, or no words (the page then shows its start, which
 * runs no query). The key is what the page reads (the cut query, type and
 * page), so `?q=a` and `?q=a&utm=x` are one search.
 */
export function searchRequestOf(path: string, query: string): SearchRequest | null {
  const language = path === searchPath ? 'zh' : path === `/en${searchPath}` ? 'en' : null
  if (!language) return null
  const parsed = parseSearchQuery(new URLSearchParams(query))
  if (!parsed.q) return null
  return { language, key: `${language}\n${parsed.q}\n${parsed.kind ?? ''}\n${parsed.page}` }
}

export type SearchLimitOptions = {
  /** Searches not answered lately that one address may make a minute (0: no limit). */
  perMinute: number
  /** How many searches count as answered lately. */
  recentSearches?: number
  /** How long a search counts as answered lately (ms). */
  recentMs?: number
}

/**
 * Searches per address. A search this instance answered lately is cheap to
 * answer again (its results are kept, src/data/search.ts) and always goes
 * through; a search of new words runs queries against the index, and one
 * address may make `perMinute` of those a minute. The limit is this
 * instance's: behind several, an address may make that many on each.
 */
export class SearchLimit {
  private readonly limiter: RateLimiterMemory | null
  /** Searches answered lately, with when they were (least recently asked out first). */
  private readonly recent: LRUCache<string, number>
  private readonly recentMs: number

  constructor(options: SearchLimitOptions) {
    this.limiter =
      options.perMinute > 0
        ? new RateLimiterMemory({ points: options.perMinute, duration: 60 })
        : null
    this.recent = new LRUCache({ max: options.recentSearches ?? 500 })
    this.recentMs = options.recentMs ?? 10 * 60_000
  }

  /**
   * Whether `address` may make the search `key` now: 0 if so, else the
   * seconds until it may make a new one.
   */
  async waitFor(address: string, key: string, now = Date.now()): Promise<number> {
    const answered = this.recent.get(key)
    if (answered !== undefined && now - answered < this.recentMs) return 0
    if (this.limiter) {
      try {
        await this.limiter.consume(address)
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      }
    }
    this.recent.set(key, now)
    return 0
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )
}

/** The page of a refused search, in the request's language: small, and made without the framework. */
export function searchLimitPage(language: 'zh' | 'en', seconds: number): string {
  const messages = language === 'en' ? en : zh
  const text = messages.search.limited
  const title = `${text.title} · ${messages.metadata.siteName}`
  const body = text.body.replace('{seconds}', String(seconds))
  const home = language === 'en' ? '/en' : '/'
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.75 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#0b1020;background:#fff}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}
p{color:#5b6478;margin:0 0 1.5rem}
a{color:#3a4fe0;font-weight:700}
</style>
</head>
<body>
<main>
<p>${escapeHtml(messages.metadata.siteName)}</p>
<h1>${escapeHtml(text.title)}</h1>
<p role="status">${escapeHtml(body)}</p>
<a href="${home}">${escapeHtml(text.home)}</a>
</main>
</body>
</html>
`
}

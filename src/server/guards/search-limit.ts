import { LRUCache } from 'lru-cache'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { parseSearchQuery } from '../../content/search/model'
import { searchPath } from '../../content/search/routes'
import { escapeXml } from '../../lib/xml'

/** A search request: its language and what makes its results page. */
export type SearchRequest = { language: 'zh' | 'en'; key: string }

/** The search a request asks for, or null: another path, or no words (the start runs no query). */
export function searchRequestOf(path: string, query: string): SearchRequest | null {
  const language = path === searchPath ? 'zh' : path === `/en${searchPath}` ? 'en' : null
  if (!language) return null
  // What the page reads (the cut words, type and page): `?q=a&utm=x` is the search `?q=a`.
  const { q, kind, page } = parseSearchQuery(new URLSearchParams(query))
  return q ? { language, key: `${language}\n${q}\n${kind ?? ''}\n${page}` } : null
}

/** New searches an address may make a minute (0: no limit); how many, how long (ms) count as recent. */
export type SearchLimitOptions = { perMinute: number; recentSearches?: number; recentMs?: number }
/** Searches per address, per instance: one answered lately is kept (src/data/search.ts) and free. */
export class SearchLimit {
  private readonly limiter?: RateLimiterMemory
  private readonly recent: LRUCache<string, number> // answered lately, and when (least recent out first)
  constructor(private readonly options: SearchLimitOptions) {
    const { perMinute, recentSearches = 500 } = options
    if (perMinute > 0) this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
    this.recent = new LRUCache({ max: recentSearches })
  }
  /** Whether `address` may make the search `key` now: 0 if so, else the seconds until a new one. */
  async waitFor(address: string, key: string, now = Date.now()): Promise<number> {
    if (now - (this.recent.get(key) ?? -Infinity) < (this.options.recentMs ?? 600_000)) return 0
    try {
      await this.limiter?.consume(address)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
    }
    this.recent.set(key, now)
    return 0
  }
}

/** Markup with each value escaped. */
const escaped = (parts: TemplateStringsArray, ...values: string[]) =>
  String.raw({ raw: parts }, ...values.map(escapeXml))

/** The page of a refused search, in the request's language: small, and made without the framework. */
export function searchLimitPage(language: 'zh' | 'en', seconds: number): string {
  const { metadata, search } = language === 'en' ? en : zh
  const { title, body, home } = search.limited
  return escaped`<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} · ${metadata.siteName}</title>
<style>body{margin:0;font:16px/1.75 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#0b1020;background:#fff}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}p{color:#5b6478;margin:0 0 1.5rem}a{color:#3a4fe0;font-weight:700}</style></head>
<body><main><p>${metadata.siteName}</p><h1>${title}</h1><p role="status">${body.replace('{seconds}', String(seconds))}</p>
<a href="${language === 'en' ? '/en' : '/'}">${home}</a></main></body></html>
`
}

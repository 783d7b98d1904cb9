import { LRUCache } from 'lru-cache'
import { RateLimiterMemory } from 'rate-limiter-flexible'

/** The most bytes of one delivery (a browser batches a few reports of ~1 KB). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024
/** Violations of one delivery logged one by one; the rest are counted in one line. */
const LINES_PER_DELIVERY = 3
/** Keys of a violation's directive, blocked URL, page, file, sample (Reporting API, report-uri). */
const API_KEYS = 'effectiveDirective blockedURL documentURL sourceFile sample'.split(' ')
const URI_KEYS = 'effective-directive blocked-uri document-uri source-file script-sample'.split(' ')

type Fields = Record<string, unknown> | null | undefined
const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '')

/** A URL as logged: a web page's path alone, another scheme's name; text without a scheme as is. */
function shortUrl(value: unknown): string {
  const raw = text(value, 2000)
  if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) return raw.slice(0, 200)
  if (!URL.canParse(raw)) return ''
  const { protocol, pathname } = new URL(raw)
  return /^https?:$/.test(protocol) ? pathname.slice(0, 200) : protocol
}

function violationOf(body: Fields, names: string[]) {
  const [directive, blocked, page, source, sample] = names.map((name) => body?.[name])
  const line = body?.lineNumber ?? body?.['line-number']
  const at = typeof line === 'number' ? `:${line}` : ''
  const violation = {
    directive: text(directive, 60).split(' ')[0] ?? '',
    blocked: shortUrl(blocked) || text(blocked, 40),
    page: shortUrl(page),
    source: text(source) ? shortUrl(text(source)) + at : undefined,
    sample: text(sample, 80) || undefined,
  }
  return violation.directive ? [violation] : []
}

/** The violations of a delivery: a Reporting API list or a `report-uri` report; else none. */
export function violationsIn(contentType: string, body: string) {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  try {
    const parsed = JSON.parse(body) as Fields
    if (type === 'application/csp-report' || type === 'application/json')
      return violationOf(parsed?.['csp-report'] as Fields, URI_KEYS)
    if (type !== 'application/reports+json' || !Array.isArray(parsed)) return []
    const reports = (parsed as Fields[]).filter((report) => report?.type === 'csp-violation')
    return reports.flatMap((report) => violationOf(report?.body as Fields, API_KEYS))
  } catch {
    return []
  }
}

/** Logs each distinct violation once, as a warning; limits deliveries per address. */
export class CspReports {
  private readonly limiter: RateLimiterMemory
  private readonly seen: LRUCache<string, true>
  private readonly warn: (line: string) => void

  /** `perMinute`: deliveries per address; `remembered`: violations kept (each logged once). */
  constructor({ perMinute = 20, remembered = 1000, warn = (s: string) => console.warn(s) } = {}) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
    this.seen = new LRUCache({ max: remembered })
    this.warn = warn
  }

  /** Whether `address` may deliver now (false: over its share this minute). */
  async admit(address: string): Promise<boolean> {
    return (await this.limiter.consume(address).catch(() => null)) !== null
  }

  /** Logs the violations not seen before, a few lines a delivery; returns how many were new. */
  take(contentType: string, body: string): number {
    let fresh = 0
    for (const violation of violationsIn(contentType, body)) {
      const key = JSON.stringify(violation)
      // Only what is logged counts as seen: the rest is logged when it comes again.
      if (this.seen.has(key) || ++fresh > LINES_PER_DELIVERY) continue
      this.seen.set(key, true)
      const { page, directive, blocked, source, sample } = violation
      const where = (source ? ` (${source})` : '') + (sample ? `: ${JSON.stringify(sample)}` : '')
      this.warn(`CSP violation on ${page || '?'}: ${directive} blocked ${blocked || '?'}${where}`)
    }
    const more = fresh - LINES_PER_DELIVERY
    if (more > 0)
      this.warn(`CSP violations: ${more} more in the same delivery, not logged one by one`)
    return fresh
  }
}

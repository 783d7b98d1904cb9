import { LRUCache } from 'lru-cache'
import { RateLimiterMemory } from 'rate-limiter-flexible'

/** The most bytes of one delivery (a browser batches a few reports of ~1 KB). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024

/** One violation, as logged: what was blocked, by which directive, on which page. */
export type Violation = {
  directive: string
  blocked: string
  /** The page's path (its query and the host left out). */
  page: string
  /** Where in the page's code, when the browser says. */
  source?: string
  sample?: string
}

const text = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.slice(0, max) : ''

/** A URL as logged: its path only for a page of the site, the origin for anything else. */
function shortUrl(value: unknown): string {
  const raw = text(value, 2000)
  if (!raw || !/^[a-z][a-z0-9+.-]*:/i.test(raw)) return raw.slice(0, 200)
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.pathname.slice(0, 200)
      : url.protocol
  } catch {
    return ''
  }
}

function violationOf(
  body: Record<string, unknown>,
  names: Record<keyof Violation, string>,
): Violation | null {
  const directive = text(body[names.directive], 60).split(' ')[0] ?? ''
  if (!directive) return null
  const line = body.lineNumber ?? body['line-number']
  const source = text(body[names.source])
  return {
    directive,
    blocked: shortUrl(body[names.blocked]) || text(body[names.blocked], 40),
    page: shortUrl(body[names.page]),
    ...(source
      ? { source: `${shortUrl(source)}${typeof line === 'number' ? `:${line}` : ''}` }
      : {}),
    ...(text(body[names.sample]) ? { sample: text(body[names.sample], 80) } : {}),
  }
}

/**
 * The violations in a delivery: the Reporting API's list
 * (`application/reports+json`, reports of type `csp-violation`) or the older
 * single report of `report-uri` (`application/csp-report`). Anything else,
 * or text that does not parse, holds none.
 */
export function violationsIn(contentType: string, body: string): Violation[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return []
  }
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/reports+json' && Array.isArray(parsed)) {
    return parsed.flatMap((report: unknown) => {
      const { type: kind, body: inner } = (report ?? {}) as { type?: unknown; body?: unknown }
      if (kind !== 'csp-violation' || typeof inner !== 'object' || inner === null) return []
      const violation = violationOf(inner as Record<string, unknown>, {
        directive: 'effectiveDirective',
        blocked: 'blockedURL',
        page: 'documentURL',
        source: 'sourceFile',
        sample: 'sample',
      })
      return violation ? [violation] : []
    })
  }
  if (type === 'application/csp-report' || type === 'application/json') {
    const inner = (parsed as { 'csp-report'?: unknown } | null)?.['csp-report']
    if (typeof inner !== 'object' || inner === null) return []
    const violation = violationOf(inner as Record<string, unknown>, {
      directive: 'effective-directive',
      blocked: 'blocked-uri',
      page: 'document-uri',
      source: 'source-file',
      sample: 'script-sample',
    })
    return violation ? [violation] : []
  }
  return []
}

const describe = (violation: Violation) =>
  `CSP violation on ${violation.page || '?'}: ${violation.directive} blocked ${violation.blocked || '?'}` +
  (violation.source ? ` (${violation.source})` : '') +
  (violation.sample ? `: ${JSON.stringify(violation.sample)}` : '')

/** Violations of one delivery logged one by one; the rest are counted in one line. */
const LINES_PER_DELIVERY = 3

export type CspReportOptions = {
  /** Deliveries one address may send a minute. */
  perMinute?: number
  /** How many distinct violations are remembered (each is logged once). */
  remembered?: number
  warn?: (line: string) => void
}

/**
 * Takes the reports in: each distinct violation (page, directive, what was
 * blocked, where) is logged once as a warning, however many visitors meet
 * it; deliveries are limited per address, and bounded in size.
 */
export class CspReports {
  private readonly limiter: RateLimiterMemory
  private readonly seen: LRUCache<string, true>
  private readonly warn: (line: string) => void

  constructor(options: CspReportOptions = {}) {
    this.limiter = new RateLimiterMemory({ points: options.perMinute ?? 20, duration: 60 })
    this.seen = new LRUCache({ max: options.remembered ?? 1000 })
    this.warn = options.warn ?? ((line) => console.warn(line))
  }

  /** Whether `address` may deliver now (false: over its share this minute). */
  async admit(address: string): Promise<boolean> {
    return this.limiter.consume(address).then(
      () => true,
      () => false,
    )
  }

  /**
   * Logs the delivery's violations not seen before, at most a few lines a
   * delivery (one report may hold hundreds); returns how many were new.
   */
  take(contentType: string, body: string): number {
    let fresh = 0
    for (const violation of violationsIn(contentType, body)) {
      const key = JSON.stringify(violation)
      if (this.seen.has(key)) continue
      fresh += 1
      if (fresh > LINES_PER_DELIVERY) continue
      // Only what was logged counts as seen: the rest is logged when it comes again.
      this.seen.set(key, true)
      this.warn(describe(violation))
    }
    if (fresh > LINES_PER_DELIVERY) {
      const more = fresh - LINES_PER_DELIVERY
      this.warn(`CSP violations: ${more} more in the same delivery, not logged one by one`)
    }
    return fresh
  }
}

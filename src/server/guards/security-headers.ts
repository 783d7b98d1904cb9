/**
 * The security headers, set by Next.js by path (next.config.ts `headers`); on public HTML pages the
 * server sets `publicPolicy` (src/server/response-filter.ts). HSTS is the proxy's (deploy/nginx-site.conf).
 */

const headers = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }))
const framing = (frames: string, policy: string) =>
  headers({ 'X-Frame-Options': frames, 'Content-Security-Policy': policy })

/** Every answer, whatever it is. */
export const commonHeaders = headers({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
})

/** Answers that are not pages (JSON, feeds, files) run nothing and may not be framed. */
export const resourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"

/** The admin's: Payload's inline and evaluated scripts run there only; it may frame itself (live preview). */
export const adminPolicy =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; media-src 'self' blob:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'; worker-src 'self' blob:"

/** Where public pages' CSP reports go (src/server/guards/csp-reports.ts): `report-uri`, over HTTPS `report-to`. */
export const CSP_REPORT_PATH = '/csp-reports'
const CSP_REPORT_GROUP = 'csp'
/** The `Reporting-Endpoints` header of a public page over HTTPS, where alone browsers use that API. */
export const reportingEndpoints = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`
type Sources = readonly string[]
/** A page's inline script hashes, origins it may call besides its own (analytics), and HTTPS. */
type PublicPolicyOptions = {
  scriptHashes?: Sources
  connectOrigins?: Sources
  secure?: boolean
  /** Framed by the site's own pages: an editor's preview, beside the admin's form (live preview). */
  framedBySite?: boolean
}

/** The public pages' policy: only the site's scripts and the page's hashed inline ones run. */
export function publicPolicy(options: PublicPolicyOptions = {}): string {
  return [
    "default-src 'self'",
    // 'report-sample': a report quotes the start of a refused inline script.
    ['script-src', "'self'", "'report-sample'", ...(options.scriptHashes ?? [])].join(' '),
    // Inline styles stay allowed: React's `style` attributes cannot carry hashes.
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'",
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])].join(' '),
    `object-src 'none'; base-uri 'none'; frame-ancestors ${options.framedBySite ? "'self'" : "'none'"}; form-action 'self'; manifest-src 'self'; worker-src 'self'`,
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    ...(options.secure ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ')
}

/** The rules of next.config.ts `headers`: later rules win for the same header. */
export const securityHeaderRules = () => [
  { source: '/:path*', headers: [...commonHeaders, ...framing('DENY', resourcePolicy)] },
  { source: '/admin/:path*', headers: framing('SAMEORIGIN', adminPolicy) },
]

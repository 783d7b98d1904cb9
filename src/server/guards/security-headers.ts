/**
 * The security headers of every answer. Next.js sets them by path
 * (next.config.ts `headers`): the static ones, the admin's policy on the
 * admin, and on everything else a policy under which nothing runs. The
 * server replaces the latter on public HTML pages with `publicPolicy`, which
 * names the hashes of the page's inline scripts (src/server/response-filter.ts).
 * HSTS is the reverse proxy's, where TLS ends (deploy/nginx-site.conf).
 */

type Header = { key: string; value: string }

/** Every answer, whatever it is. */
export const commonHeaders: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

/** Answers that are not pages (JSON, feeds, files) run nothing and may not be framed. */
export const resourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"

/**
 * The admin's policy: Payload's admin runs inline and evaluated scripts of its
 * own, so those are allowed there, and only there; everything else stays as
 * strict as on public pages. It may frame itself (live preview).
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "worker-src 'self' blob:",
].join('; ')

/**
 * Where browsers send the reports of the public pages' policy: over HTTPS
 * its `report-to` group (the Reporting API, named by the
 * `Reporting-Endpoints` header), and `report-uri` for browsers without that
 * API or on plain HTTP. The server takes
 * them in (src/server/guards/csp-reports.ts): a page that stops hydrating after a
 * Next.js upgrade, or a script injected through content, is told in its log.
 */
export const CSP_REPORT_PATH = '/csp-reports'
const CSP_REPORT_GROUP = 'csp'
/** The `Reporting-Endpoints` header of a public page. */
export const reportingEndpoints = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`

export type PublicPolicyOptions = {
  /** Hashes of the document's inline scripts. */
  scriptHashes?: readonly string[]
  /** Origins the page may send requests to besides its own (analytics). */
  connectOrigins?: readonly string[]
  /** Served over HTTPS: subresources are upgraded too. */
  secure?: boolean
}

/**
 * The policy of public pages: only this site's scripts and the document's own
 * hashed inline scripts run; nothing may frame the site, change its base URL
 * or embed plugins. Inline styles stay allowed: React's `style` attributes
 * (image placeholders, progress bars) cannot carry hashes.
 */
export function publicPolicy(options: PublicPolicyOptions = {}): string {
  return [
    "default-src 'self'",
    // 'report-sample': a report quotes the start of a refused inline script.
    ['script-src', "'self'", "'report-sample'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    // Browsers deliver Reporting API reports to secure origins only; where it
    // applies, a browser that knows the group ignores report-uri.
    ...(options.secure ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ')
}

/** The rules of next.config.ts `headers`: later rules win for the same header. */
export function securityHeaderRules() {
  return [
    {
      source: '/:path*',
      headers: [
        ...commonHeaders,
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: resourcePolicy },
      ],
    },
    {
      source: '/admin/:path*',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: adminPolicy },
      ],
    },
  ]
}

import { adminPolicy, publicPolicy, resourcePolicy } from './content-security-policy'

/** What the headers of a response depend on. */
export type ResponseKind = {
  /** The request path (without the query). */
  path: string
  /** The request reached the site over HTTPS (directly or through a trusted proxy). */
  secure: boolean
  /** A request of Next's client router for a page's payload (`RSC: 1`). */
  routerPayload: boolean
}

/** The admin and its API are the CMS; everything else is the public site. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

/**
 * Headers every response carries. CSP is left to the caller for HTML pages
 * (their policy names their inline scripts); this gives the one for everything
 * else.
 */
export function baseSecurityHeaders(kind: ResponseKind): Record<string, string> {
  const admin = isAdminPath(kind.path)
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': admin ? 'SAMEORIGIN' : 'DENY',
  }
  if (kind.secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

/** The CSP of a response: the admin's, a public page's (with its hashes), or none-runs. */
export function contentSecurityPolicy(
  kind: ResponseKind,
  page: { html: boolean; scriptHashes?: readonly string[]; connectOrigins?: readonly string[] },
): string {
  if (isAdminPath(kind.path)) return adminPolicy({ secure: kind.secure })
  if (!page.html) return resourcePolicy
  return publicPolicy({
    scriptHashes: page.scriptHashes,
    connectOrigins: page.connectOrigins,
    secure: kind.secure,
  })
}

/**
 * Headers that only describe the framework's inner workings. They are removed
 * from every answer, except from the client router's payload requests, whose
 * reader needs some of them (its cache lifetime, rewrites).
 */
export function isInternalHeader(name: string, kind: ResponseKind): boolean {
  const lower = name.toLowerCase()
  if (lower === 'x-powered-by') return true
  if (kind.routerPayload) return false
  return lower.startsWith('x-nextjs-') || lower.startsWith('x-middleware-')
}

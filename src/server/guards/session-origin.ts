/**
 * Whether a request that carries an editor's session cookie may use it, and
 * what to answer when not (docs/decisions/017). Payload accepts a session
 * cookie only from the origins it is told (its `csrf` list): SITE_URL's when
 * set. Without SITE_URL the site may be started on any host and port, and the
 * admin must work there: the session is accepted from the origin the request
 * was sent to (same origin), checked here before the framework, and Payload's
 * own list is left empty.
 */

export type SessionCheck = {
  method: string
  /** The `Origin` header; absent on navigations and same-origin GETs. */
  origin: string | undefined
  /** The request's own origin: scheme and Host header. */
  ownOrigin: string
  hasSessionCookie: boolean
  /** SITE_URL's origin, or null when unset. */
  configuredOrigin: string | null
  /** The admin's interface language (Payload's `payload-lng` cookie). */
  language: 'zh' | 'en'
}

export type SessionRefusal = { status: 403; message: string }

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS'])

export function sessionRefusal(check: SessionCheck): SessionRefusal | null {
  const { origin, hasSessionCookie, method } = check
  if (!hasSessionCookie || !origin || readOnly.has(method)) return null
  const expected = check.configuredOrigin ?? check.ownOrigin
  if (origin === expected) return null
  const message = check.configuredOrigin
    ? check.language === 'en'
      ? `Not saved: this admin accepts editing sessions from ${check.configuredOrigin} only (SITE_URL), and this page is at ${origin}. Open the admin at ${check.configuredOrigin}/admin, or set SITE_URL to the address you use.`
      : `没有保存：这个后台只接受来自 ${check.configuredOrigin} 的编辑会话（由 SITE_URL 设置），而这个页面的地址是 ${origin}。请在 ${check.configuredOrigin}/admin 打开后台，或把 SITE_URL 设为你使用的地址。`
    : check.language === 'en'
      ? `Not saved: the request came from ${origin}, not from this admin's own address ${check.ownOrigin}.`
      : `没有保存：这个请求来自 ${origin}，不是这个后台自己的地址 ${check.ownOrigin}。`
  return { status: 403, message }
}

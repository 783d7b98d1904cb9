import { notPagePattern } from '../../content/site-roots'

/** Largest body of an anonymous request: a sign-in is a few hundred bytes. */
export const ANONYMOUS_MAX_BODY = 64 * 1024

/** Reads a browser makes of the API: health, uploaded files, who is signed in (every admin screen). */
const anonymousReads = /^\/api\/(health\/(live|ready)\/?|media\/file\/[^/]+|users\/me\/?)$/
/** Writes of the admin's screens before a session exists. */
const anonymousWrites =
  /^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password)\/?$/
/** Headers that make a POST another method. */
const overrides = ['x-payload-http-method-override', 'x-http-method-override']

export type AnonymousRefusal = { status: 400 | 401 | 405 | 413; message: string; allow?: string }
const refusals = {
  401: { status: 401, message: '请先登录。Sign in first.' },
  405: { status: 405, allow: 'GET, HEAD', message: '此页面只能读取。This page can only be read.' },
  413: { status: 413, message: '请求内容过大。The request body is too large.' },
} as const satisfies Record<number, AnonymousRefusal>

type Head = { get(name: string): string | null | undefined }
/** A request's head; `credentials`: whether it carries the CMS's (src/server/guards/credentials.ts). */
export type RequestHead = { method: string; path: string; headers: Head; credentials: boolean }

/** Whether the request says it carries a body (declared or streamed). */
export function hasBody(headers: Head): boolean {
  return Boolean(headers.get('transfer-encoding')) || (headers.get('content-length') ?? '0') !== '0'
}

/**
 * Why a request is refused before it is read (from its head; `path` without its query), or null.
 * Pages are only read, by anyone. Of `/api`, a browser without credentials needs only uploaded
 * files and, on the admin's sign-in screens, the account routes (docs/decisions/018).
 */
export function anonymousRefusal(request: RequestHead): AnonymousRefusal | null {
  const { method, path, headers } = request
  // The admin's screens are not pages: they post their own actions (under Next's body limit).
  const bodyToPage = !/^(GET|HEAD|OPTIONS)$/.test(method) && !notPagePattern.test(path)
  if (!/^\/api(\/|$)/.test(path)) return bodyToPage ? refusals[405] : null
  if (request.credentials) return null // the CMS checks them
  if (method === 'GET' || method === 'HEAD') return anonymousReads.test(path) ? null : refusals[401]
  if (method !== 'POST' || !anonymousWrites.test(path)) return refusals[401]
  if (overrides.some((name) => headers.get(name))) return refusals[401]
  return Number(headers.get('content-length') ?? 0) <= ANONYMOUS_MAX_BODY ? null : refusals[413]
}

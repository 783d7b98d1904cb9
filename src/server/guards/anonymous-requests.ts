import { notPagePattern } from '../../content/site-roots'

/**
 * What a request without credentials may ask of the server, decided from its
 * method, path and headers alone, before the framework and before its body is
 * read. The public site reads its content on the server (the CMS's local API);
 * a visitor's browser needs from `/api` only the uploaded files and, on the
 * admin's sign-in screens, the account routes. Every other anonymous request
 * to `/api`, whatever its method, override header or body, is answered here.
 */

/** Largest body of an anonymous request: a sign-in is a few hundred bytes. */
export const ANONYMOUS_MAX_BODY = 64 * 1024

/** Reads a visitor's browser makes of the API. */
const anonymousReads = [
  /^\/api\/health\/(live|ready)\/?$/,
  // Uploaded files: images, videos and their renditions on pages.
  /^\/api\/media\/file\/[^/]+$/,
  // The admin asks who is signed in, on every screen (the sign-in screen too).
  /^\/api\/users\/me\/?$/,
]

/** Writes of the admin's screens before a session exists. */
const anonymousWrites =
  /^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password)\/?$/

export type AnonymousRefusal = { status: 400 | 401 | 405 | 413; message: string; allow?: string }

export type RequestHead = {
  method: string
  path: string
  headers: { get(name: string): string | null | undefined }
  /** Whether it carries the CMS's credentials (src/server/guards/credentials.ts): the CMS checks them. */
  credentials: boolean
}

const signInFirst: AnonymousRefusal = {
  status: 401,
  message: '请先登录。Sign in first.',
}

/** Whether the request says it carries a body (declared or streamed). */
export function hasBody(headers: RequestHead['headers']): boolean {
  const length = headers.get('content-length')
  return (
    Boolean(headers.get('transfer-encoding')) ||
    (length !== null && length !== undefined && length !== '0')
  )
}

/**
 * Why a request is refused before it is read, or null: an anonymous one to
 * the API beyond what browsers need, a body sent to a page. `path` is the
 * request's path without its query.
 */
export function anonymousRefusal({
  method,
  path,
  headers,
  credentials,
}: RequestHead): AnonymousRefusal | null {
  if (path === '/api' || path.startsWith('/api/')) {
    if (credentials) return null
    if (method === 'GET' || method === 'HEAD') {
      return anonymousReads.some((route) => route.test(path)) ? null : signInFirst
    }
    if (method !== 'POST' || !anonymousWrites.test(path)) return signInFirst
    if (headers.get('x-payload-http-method-override') || headers.get('x-http-method-override')) {
      return signInFirst
    }
    const length = Number(headers.get('content-length') ?? 0)
    if (!(length <= ANONYMOUS_MAX_BODY)) {
      return {
        status: 413,
        message: '请求内容过大。The request body is too large.',
      }
    }
    return null
  }
  // Pages are only read, by anyone: a body sent to one is refused unread
  // (the admin's screens post their own actions, under Next's body limit).
  if (!notPagePattern.test(path) && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    return {
      status: 405,
      allow: 'GET, HEAD',
      message: '此页面只能读取。This page can only be read.',
    }
  }
  return null
}

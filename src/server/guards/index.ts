import type { IncomingMessage } from 'node:http'
import { ANONYMOUS_MAX_BODY, anonymousRefusal, hasBody } from './anonymous-requests'
import { credentialsHold, refusalBody, refusedSignIn, sessionRefusal } from './credentials'
import { refusalOf } from './request-guard'
import { searchLimitPage, type SearchLimit, type SearchRequest } from './search-limit'
import {
  clientAddress,
  isSecureRequest,
  mayReachInternalRoutes,
  type ServerSettings,
} from '../settings'

/**
 * The server's guards, in the order it runs them on every request before the
 * framework (src/server/main.ts): each reads the request's head and answers
 * with a refusal, or lets it go on. None reads a body.
 */

/** What a guard reads of a request. */
export type Incoming = {
  req: IncomingMessage
  /** The path, without the query. */
  path: string
  /** The search the request asks for (src/server/guards/search-limit.ts), or null. */
  search: SearchRequest | null
  /** Whether it claims the CMS's credentials (src/server/guards/credentials.ts). */
  credentials: boolean
}

/** The answer a refused request gets, and the line the log keeps of it. */
export type Refusal = {
  status: number
  /** `plain` text, the CMS's `json` error (`{ errors: [{ message }] }`), or a small `html` page. */
  type: 'plain' | 'json' | 'html'
  body: string
  headers?: Record<string, string>
  log: string | null
}

export type Guard = (incoming: Incoming) => Refusal | null | Promise<Refusal | null>

const head = (req: IncomingMessage) => ({ get: (name: string) => req.headers[name]?.toString() })
const line = (req: IncomingMessage, path: string, why: string) => `${req.method} ${path}: ${why}`
/** An error as the CMS words its errors. */
const cmsError = (message: string) => JSON.stringify({ errors: [{ message }] })
const allowing = (allow: string | undefined): Record<string, string> =>
  allow ? { Allow: allow } : {}

/** Methods the site does not use, writes to files, undecodable paths, names no file has. */
const requestShape: Guard = ({ req, path }) => {
  const refusal = refusalOf(req.method ?? 'GET', path)
  if (!refusal) return null
  return {
    status: refusal.status,
    type: 'plain',
    body: refusal.message,
    headers: allowing(refusal.allow),
    log: line(req, path, `${refusal.status}, refused`),
  }
}

/** Anonymous requests of the API beyond what browsers need, bodies sent to pages. */
const anonymous: Guard = ({ req, path, credentials }) => {
  const refusal = anonymousRefusal({
    method: req.method ?? 'GET',
    path,
    headers: head(req),
    credentials,
  })
  if (!refusal) return null
  return {
    status: refusal.status,
    ...(path.startsWith('/api')
      ? { type: 'json', body: cmsError(refusal.message) }
      : { type: 'plain', body: refusal.message }),
    headers: allowing(refusal.allow),
    log: line(req, path, `${refusal.status}, refused before it was read`),
  }
}

/** How long the CMS may take to say whether credentials are an account's. */
const CREDENTIAL_CHECK_MS = 5_000

/**
 * A large body to the API that claims an editor's credentials is read only
 * once the CMS has found them an account's: false ones are refused as an
 * anonymous request is, before the body (a fake token let a 45 MB upload be
 * read whole before its 401). Until the CMS has started, or when it cannot
 * say within seconds, the CMS decides.
 */
const claimedCredentials: Guard = async ({ req, path, credentials }) => {
  if (!credentials || !path.startsWith('/api/') || !hasBody(head(req))) return null
  if (Number(req.headers['content-length'] ?? NaN) <= ANONYMOUS_MAX_BODY) return null
  // All of them: the CMS reads a session cookie with the request's Origin and Sec-Fetch-Site.
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hold = await Promise.race([
    credentialsHold(headers),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CREDENTIAL_CHECK_MS).unref()),
  ])
  if (hold !== false) return null
  return {
    status: 401,
    type: 'json',
    body: cmsError('请先登录。Sign in first.'),
    log: line(req, path, '401, credentials of no account, refused before the body'),
  }
}

/** Sign-ins of an address the CMS already refuses (src/server/guards/sign-in-refusal.ts). */
const usedUpSignIns: Guard = ({ req, path }) => {
  const refusal = refusedSignIn(req.method ?? 'GET', path, req.headers['x-forwarded-for'] as string)
  if (!refusal) return null
  return {
    status: 429,
    type: 'json',
    body: refusalBody(refusal),
    headers: { 'Retry-After': String(refusal.seconds) },
    log: line(req, path, '429, sign-ins of this address used up'),
  }
}

/**
 * A search of words this instance has not answered lately runs queries
 * against the index: one address may make SEARCH_RATE_LIMIT of those a
 * minute, and is then told, in its language, how long to wait.
 */
const searchesOf =
  (searches: SearchLimit): Guard =>
  async ({ req, path, search }) => {
    if (!search) return null
    // A limiter that fails lets the search through rather than leave it unanswered.
    const seconds = await searches.waitFor(clientAddress(req), search.key).catch(() => 0)
    if (seconds === 0) return null
    return {
      status: 429,
      type: 'html',
      body: searchLimitPage(search.language, seconds),
      headers: { 'Retry-After': String(seconds) },
      log: line(req, path, '429, searches of this address used up'),
    }
  }

/** An editor's session used from another origin than its own (docs/decisions/017). */
const sessionOriginOf =
  (settings: ServerSettings): Guard =>
  ({ req, path }) => {
    const cookies = req.headers.cookie ?? ''
    const refusal = sessionRefusal({
      method: req.method ?? 'GET',
      origin: req.headers.origin,
      ownOrigin: `${isSecureRequest(req, settings.trustProxy) ? 'https' : 'http'}://${req.headers.host ?? ''}`,
      hasSessionCookie: /(^|;\s*)payload-token=/.test(cookies),
      configuredOrigin: settings.sessionOrigin,
      language: /(^|;\s*)payload-lng=en(;|$)/.test(cookies) ? 'en' : 'zh',
    })
    if (!refusal) return null
    return {
      status: refusal.status,
      type: 'json',
      body: cmsError(refusal.message),
      log: line(req, path, '403, session from another origin'),
    }
  }

/** The server's internal routes, from anywhere but loopback. */
const internalRoutes: Guard = ({ req, path }) =>
  mayReachInternalRoutes(path, req.socket.remoteAddress)
    ? null
    : { status: 404, type: 'plain', body: '未找到。Not found.', log: null }

/** The guards in the order the server runs them. */
export function serverGuards(settings: ServerSettings, searches: SearchLimit): Guard[] {
  return [
    requestShape,
    anonymous,
    claimedCredentials,
    usedUpSignIns,
    searchesOf(searches),
    sessionOriginOf(settings),
    internalRoutes,
  ]
}

/**
 * Runs `guards` in order: `refuse` with the first refusal, else `pass`.
 * Guards that answer at once are run without waiting a turn.
 */
export function runGuards(
  guards: readonly Guard[],
  incoming: Incoming,
  refuse: (refusal: Refusal) => void,
  pass: () => void,
  from = 0,
): void {
  for (let at = from; at < guards.length; at++) {
    const result = guards[at]!(incoming)
    if (result instanceof Promise) {
      void result.then(
        (refusal) =>
          refusal ? refuse(refusal) : runGuards(guards, incoming, refuse, pass, at + 1),
        // A guard that fails lets the request go on: the framework still checks what it must.
        () => runGuards(guards, incoming, refuse, pass, at + 1),
      )
      return
    }
    if (result) return refuse(result)
  }
  pass()
}

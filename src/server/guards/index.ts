import type { IncomingMessage } from 'node:http'
import { ANONYMOUS_MAX_BODY, anonymousRefusal, hasBody } from './anonymous-requests'
import { credentialsHold, refusedSignIn, sessionRefusal } from './credentials'
import { refusalOf } from './request-guard'
import { searchLimitPage, type SearchLimit, type SearchRequest } from './search-limit'
import { clientAddress, isSecureRequest, mayReachInternalRoutes } from './client'

/**
 * The server's guards, in the order it runs them on every request before the
 * framework (src/server/main.ts): each reads the request's head (never its
 * body) and answers with a refusal, or lets it go on.
 */

/** What a guard reads of a request: the path without the query, the search it asks for, whether it claims the CMS's credentials. */
export type Incoming = {
  req: IncomingMessage
  path: string
  search: SearchRequest | null
  credentials: boolean
}
/** The answer of a refused request (`json`: the CMS's `{ errors: [{ message }] }`), and its log line. */
export type Refusal = {
  status: number
  type: 'plain' | 'json' | 'html'
  body: string
  headers?: Record<string, string>
  log: string | null
}
/** What the guards read of the server's settings (src/server/settings.ts). */
export type GuardSettings = { trustProxy: boolean; sessionOrigin: string | null }
export type Guard = (incoming: Incoming) => Refusal | null | Promise<Refusal | null>

type Refused = { status: number; message: string; allow?: string } | null
/** A module's refusal as the server answers it: `why` ends its log line. */
function answer(
  refused: Refused,
  { req, path }: Incoming,
  why: string,
  json: boolean,
): Refusal | null {
  if (!refused) return null
  const { status, message, allow } = refused
  return {
    status,
    ...(json
      ? { type: 'json', body: JSON.stringify({ errors: [{ message }] }) }
      : { type: 'plain', body: message }),
    ...(allow ? { headers: { Allow: allow } } : {}),
    log: `${req.method} ${path}: ${status}, ${why}`,
  }
}
const method = (req: IncomingMessage) => req.method ?? 'GET'
const head = (req: IncomingMessage) => ({ get: (name: string) => req.headers[name]?.toString() })
/** How long the CMS may take to say whether credentials are an account's. */
const CREDENTIAL_CHECK_MS = 5_000

/** Methods the site does not use, writes to files, undecodable paths, names no file has. */
const requestShape: Guard = (incoming) =>
  answer(refusalOf(method(incoming.req), incoming.path), incoming, 'refused', false)

/** Anonymous requests of the API beyond what browsers need, bodies sent to pages. */
const anonymous: Guard = (incoming) => {
  const { req, path, credentials } = incoming
  const refused = anonymousRefusal({ method: method(req), path, headers: head(req), credentials })
  return answer(refused, incoming, 'refused before it was read', path.startsWith('/api'))
}

/**
 * A large body to the API with an editor's credentials is read once the CMS
 * has found them an account's: false ones get the anonymous 401 before the
 * body. Before the CMS has started, or when it cannot say in time, it decides.
 */
const claimedCredentials: Guard = async (incoming) => {
  const { req, path, credentials } = incoming
  if (!credentials || !path.startsWith('/api/') || !hasBody(head(req))) return null
  if (Number(req.headers['content-length'] ?? NaN) <= ANONYMOUS_MAX_BODY) return null
  // All of them: the CMS reads a session cookie with the request's Origin and Sec-Fetch-Site.
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  const timeout = new Promise<null>((resolve) =>
    setTimeout(resolve, CREDENTIAL_CHECK_MS, null).unref(),
  )
  if ((await Promise.race([credentialsHold(headers), timeout])) !== false) return null
  const refused = { status: 401, message: '请先登录。Sign in first.' }
  return answer(refused, incoming, 'credentials of no account, refused before the body', true)
}

/** Sign-ins of an address the CMS already refuses (credentials.ts, login-limit.ts). */
const usedUpSignIns: Guard = (incoming) => {
  const { req, path } = incoming
  const refused = refusedSignIn(method(req), path, req.headers['x-forwarded-for']?.toString())
  if (!refused) return null
  const refusal = answer(
    { status: 429, ...refused },
    incoming,
    'sign-ins of this address used up',
    true,
  )
  return { ...refusal!, headers: { 'Retry-After': String(refused.seconds) } }
}

/** An address past its searches of words not answered lately, told in its language when it may again. */
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
      log: `${req.method} ${path}: 429, searches of this address used up`,
    }
  }

/** An editor's session used from another origin than its own (docs/decisions/017). */
const sessionOriginOf =
  (settings: GuardSettings): Guard =>
  (incoming) => {
    const { req } = incoming
    const cookies = req.headers.cookie ?? ''
    const scheme = isSecureRequest(req, settings.trustProxy) ? 'https' : 'http'
    const refused = sessionRefusal({
      method: method(req),
      origin: req.headers.origin,
      ownOrigin: `${scheme}://${req.headers.host ?? ''}`,
      hasSessionCookie: /(^|;\s*)payload-token=/.test(cookies),
      configuredOrigin: settings.sessionOrigin,
      language: /(^|;\s*)payload-lng=en(;|$)/.test(cookies) ? 'en' : 'zh',
    })
    return answer(refused, incoming, 'session from another origin', true)
  }

/** The server's internal routes, from anywhere but loopback. */
const internalRoutes: Guard = ({ req, path }) =>
  mayReachInternalRoutes(path, req.socket.remoteAddress)
    ? null
    : { status: 404, type: 'plain', body: '未找到。Not found.', log: null }

/** The guards in the order the server runs them. */
export const serverGuards = (settings: GuardSettings, searches: SearchLimit): Guard[] => [
  requestShape,
  anonymous,
  claimedCredentials,
  usedUpSignIns,
  searchesOf(searches),
  sessionOriginOf(settings),
  internalRoutes,
]

/**
 * Runs `guards` in order: `refuse` with the first refusal, else `pass`. Guards
 * that answer at once run without waiting a turn; one that fails lets the
 * request go on (the framework still checks what it must).
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
    if (!(result instanceof Promise)) {
      if (result) return refuse(result)
      continue
    }
    const next = () => runGuards(guards, incoming, refuse, pass, at + 1)
    return void result.then((refusal) => (refusal ? refuse(refusal) : next()), next)
  }
  pass()
}

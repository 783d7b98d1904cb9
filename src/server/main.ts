/**
 * The production server (`npm start`): Next.js behind the site's own HTTP
 * layer, in one process that receives signals directly.
 * - methods the site does not use, writes to static files and undecodable
 *   paths outside the pages are refused first (src/server/request-guard.ts),
 *   and so are sign-ins of an address the CMS already refuses
 *   (src/lib/sign-in-refusal.ts);
 * - public pages get a CSP naming the hashes of the inline scripts Next
 *   emitted, and leave tagged (ETag, 304) and compressed once per body
 *   (src/server/response-filter.ts);
 * - an editor's session is used only from the origin it belongs to: SITE_URL's,
 *   or without SITE_URL the address the request was sent to; from elsewhere
 *   the save is refused in words (src/server/session-origin.ts);
 * - logs are JSON lines, one format with the CMS's (src/server/log.ts);
 * - SIGTERM or SIGINT: stop accepting, finish what is in flight, exit.
 */
import './load-env'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import next from 'next'
import { requestStart } from './cache-render-starts.mjs'
import { routeConsoleTo, serverLogger } from './log'
import { filterResponse, PageCache } from './response-filter'
import {
  isSecureRequest,
  mayReachInternalRoutes,
  serverSettings,
  trustedForwarding,
} from './settings'
import { refusalOf } from './request-guard'
import { refusalBody, refusedSignIn } from '../lib/sign-in-refusal'
import { hasCredentials } from '../lib/credentials'
import { stopGracefully } from './shutdown'
import { sessionRefusal } from './session-origin'

routeConsoleTo(serverLogger())
// NODE_ENV (production) and NEXT_TELEMETRY_DISABLED come from `npm start`.
const settings = serverSettings()

const app = next({ dev: false, hostname: settings.host, port: settings.port })
const handle = app.getRequestHandler()
const pages = new PageCache()

/** An answer of the server's own, before the framework. */
function answerPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(text)
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  trustedForwarding(req, settings.trustProxy)
  filterResponse(req, res, {
    kind: {
      path,
      secure: isSecureRequest(req, settings.trustProxy),
      routerPayload: req.headers.rsc === '1',
      credentials: hasCredentials({ get: (name) => req.headers[name]?.toString() }),
    },
    cachePolicy: settings.cachePolicy,
    connectOrigins: settings.connectOrigins,
    pages,
    onForeignScripts: (count) =>
      console.warn(`${path}: ${count} inline script(s) not emitted by Next.js, not allowed to run`),
  })
  const refusal = refusalOf(req.method ?? 'GET', path)
  if (refusal) {
    console.log(`${req.method} ${path}: ${refusal.status}, refused`)
    answerPlain(res, refusal.status, refusal.message, refusal.allow ? { Allow: refusal.allow } : {})
    return
  }
  const signIn = refusedSignIn(req.method ?? 'GET', path, req.headers['x-forwarded-for'] as string)
  if (signIn) {
    console.log(`${req.method} ${path}: 429, sign-ins of this address used up`)
    answerPlain(res, 429, refusalBody(signIn), {
      'Content-Type': 'application/json',
      'Retry-After': String(signIn.seconds),
    })
    return
  }
  const cookies = req.headers.cookie ?? ''
  const session = sessionRefusal({
    method: req.method ?? 'GET',
    origin: req.headers.origin,
    ownOrigin: `${isSecureRequest(req, settings.trustProxy) ? 'https' : 'http'}://${req.headers.host ?? ''}`,
    hasSessionCookie: /(^|;\s*)payload-token=/.test(cookies),
    configuredOrigin: settings.sessionOrigin,
    language: /(^|;\s*)payload-lng=en(;|$)/.test(cookies) ? 'en' : 'zh',
  })
  if (session) {
    console.log(`${req.method} ${path}: 403, session from another origin`)
    answerPlain(res, session.status, JSON.stringify({ errors: [{ message: session.message }] }), {
      'Content-Type': 'application/json',
    })
    return
  }
  if (!mayReachInternalRoutes(path, req.socket.remoteAddress)) {
    answerPlain(res, 404, 'Not found')
    return
  }
  // What the request renders is dated from now (cache-handler.mjs).
  requestStart
    .run(Date.now(), () => handle(req, res))
    .catch((error: unknown) => {
      console.error('Unhandled request error', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
}

await app.prepare()
// TLS, and compression of what streams, are the reverse proxy's in front (docs/deployment.md).
const server = createServer(onRequest)
// Slow or idle clients must not hold connections forever. An idle
// connection is kept longer than those reusing it keep theirs (nginx's pool of
// upstream connections: 60 s), so that the server never closes one at the
// moment a request is sent on it: that request (a DELETE, a sign-in) met a
// reset, which a proxy does not retry.
server.headersTimeout = 20_000
server.requestTimeout = 60_000
server.keepAliveTimeout = 65_000

server.listen(settings.port, settings.host, () => {
  console.log(`Listening on http://${settings.host}:${settings.port}`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing requests in flight, then stopping`)
    void stopGracefully(server, settings.shutdownTimeoutMs).then((clean) => {
      console.log(clean ? 'Stopped' : 'Stopped with requests cut short')
      process.exit(0)
    })
  })
}

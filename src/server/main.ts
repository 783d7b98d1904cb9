/**
 * The production server (`npm start`): Next.js behind the site's own HTTP
 * layer, in one process that receives signals directly.
 * - every request passes the guards, one ordered list (src/server/guards):
 *   methods the site does not use, writes to static files and undecodable
 *   paths, anonymous API requests beyond what browsers need, large bodies
 *   with credentials of no account, used-up sign-ins and searches, sessions
 *   from another origin, internal routes from outside;
 * - public pages get a CSP naming the hashes of the inline scripts Next
 *   emitted, and leave tagged (ETag, 304) and compressed once per body
 *   (src/server/response-filter.ts); scripts, styles and public text files
 *   leave as compressed at build time (src/server/static-answer.ts); what
 *   streams is compressed as it goes unless a proxy in front does it;
 * - logs are JSON lines, one format with the CMS's (src/server/log.ts);
 * - SIGTERM or SIGINT: stop accepting, finish what is in flight, exit.
 */
import './require-recent-node'
import './load-env'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import next from 'next'
import { requestStart } from './cache-render-starts.mjs'
import { dropLinesOnClosedOutput, routeConsoleTo, serverLogger } from './log'
import { filterResponse, PageCache } from './response-filter'
import { serverSettings } from './settings'
import { clientAddress, isSecureRequest, trustedForwarding } from './guards/client'
import { SearchLimit, searchRequestOf } from './guards/search-limit'
import { hasCredentials } from './guards/credentials'
import { stopGracefully } from './shutdown'
import { hasBody } from './guards/anonymous-requests'
import { commonHeaders, CSP_REPORT_PATH, resourcePolicy } from './guards/security-headers'
import { StaticAnswers } from './static-answer'
import { StuckRequests } from './guards/stuck-requests'
import { runGuards, serverGuards, type Refusal } from './guards'
import { CSP_REPORT_MAX_BYTES, CspReports } from './guards/csp-reports'

dropLinesOnClosedOutput()
routeConsoleTo(serverLogger())
// NODE_ENV (production) and NEXT_TELEMETRY_DISABLED come from `npm start`.
const settings = serverSettings()

const app = next({ dev: false, hostname: settings.host, port: settings.port })
const handle = app.getRequestHandler()
const pages = new PageCache()
const guards = serverGuards(settings, new SearchLimit({ perMinute: settings.searchRateLimit }))
const cspReports = new CspReports()

/** The security headers of every answer that is not a page (src/server/guards/security-headers.ts). */
const ownAnswerHeaders: Record<string, string> = {
  ...Object.fromEntries(commonHeaders.map((header) => [header.key, header.value])),
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': resourcePolicy,
}

/** Scripts, styles and public text files, compressed at build time (src/server/encoded-files.ts). */
const staticAnswers = StaticAnswers.load(process.cwd(), '.next', ownAnswerHeaders)

/** How much of a refused body is let in, and for how long, before its connection is cut. */
const LINGER_BYTES = 2 * 1024 * 1024
const LINGER_MS = 1_000

/**
 * After a refusal sent while the client is still sending its body: what
 * arrives is thrown away (never kept) for a moment, so that the client reads
 * the answer before the connection is cut (closed at once, the client's
 * next write met a reset and the answer was lost), then the connection is
 * cut: a refused upload is never received whole.
 */
function lingerThenClose(req: IncomingMessage): void {
  const { socket } = req
  let discarded = 0
  const cut = () => socket.destroy()
  const timer = setTimeout(cut, LINGER_MS)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > LINGER_BYTES) cut()
  })
  req.on('end', () => clearTimeout(timer))
  socket.on('close', () => clearTimeout(timer))
  req.resume()
}

/**
 * An answer of the server's own, before the framework, with the headers of
 * any other answer. A body the request still has to send is not read: what
 * comes of it is discarded a moment, then the connection is cut.
 */
function answerPlain(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const unread = hasBody({ get: (name) => req.headers[name]?.toString() }) && !req.complete
  res.writeHead(status, {
    ...ownAnswerHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'private, no-store',
    ...headers,
  })
  res.end(text)
  if (unread) lingerThenClose(req)
}

/** How long a request may go without an answer's head before it is logged as stuck. */
const STUCK_AFTER_MS = 60_000

const stuckRequests = new StuckRequests()

/**
 * Logs a request that has had no answer for a minute: as an error when the
 * site has it whole (nothing the site serves takes that long, and a client's
 * own time limit would otherwise be the only trace of it), as a warning at
 * most once per address a minute when the client is still sending it
 * (src/server/guards/stuck-requests.ts).
 */
function watchAnswer(req: IncomingMessage, res: ServerResponse, path: string): void {
  const timer = setTimeout(() => {
    if (res.headersSent || res.writableEnded) return
    const line = stuckRequests.line({
      method: req.method ?? 'GET',
      path,
      address: clientAddress(req),
      received: req.complete,
      seconds: STUCK_AFTER_MS / 1000,
    })
    if (line?.level === 'error') console.error(line.text)
    else if (line) console.warn(line.text)
  }, STUCK_AFTER_MS).unref()
  const stop = () => clearTimeout(timer)
  res.once('finish', stop)
  res.once('close', stop)
}

/**
 * A browser's report of the public pages' policy (src/server/guards/csp-reports.ts):
 * read whole up to its bound, each distinct violation logged once; 204.
 */
function answerCspReport(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST') {
    answerPlain(req, res, 405, '只接受 POST。Only POST is accepted here.', { Allow: 'POST' })
    return
  }
  const tooLarge = () => answerPlain(req, res, 413, '报告过大。The report is too large.')
  if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) return tooLarge()
  void cspReports.admit(clientAddress(req)).then((admitted) => {
    if (!admitted) {
      answerPlain(req, res, 429, '报告过多，请稍后再试。Too many reports: try again later.', {
        'Retry-After': '60',
      })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size <= CSP_REPORT_MAX_BYTES) return void chunks.push(chunk)
      refused = true
      tooLarge()
    })
    req.on('end', () => {
      if (refused) return
      cspReports.take(
        String(req.headers['content-type'] ?? ''),
        Buffer.concat(chunks).toString('utf8'),
      )
      res.writeHead(204, { ...ownAnswerHeaders, 'Cache-Control': 'no-store' })
      res.end()
    })
  })
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  // Only the origin form (`/path?query`): `OPTIONS *` and absolute URLs
  // (`GET http://host/`) are refused before anything reads them as a path.
  if (!(req.url ?? '').startsWith('/')) {
    console.log(`${req.method} ${(req.url ?? '').slice(0, 80)}: 400, not a path`)
    answerPlain(req, res, 400, '请求地址无效。The request target is not a path.')
    return
  }
  const [path = '/', query = ''] = (req.url ?? '/').split('?', 2)
  watchAnswer(req, res, path)
  trustedForwarding(req, settings.trustProxy)
  if (path === CSP_REPORT_PATH) return answerCspReport(req, res)
  const search = searchRequestOf(path, query)
  const credentials = hasCredentials(head(req))
  filterResponse(req, res, {
    kind: {
      path,
      secure: isSecureRequest(req, settings.trustProxy),
      routerPayload: req.headers.rsc === '1',
      credentials,
      transient: search !== null,
    },
    cachePolicy: settings.cachePolicy,
    connectOrigins: settings.connectOrigins,
    pages,
    compressStreams: settings.compressStreams,
    onForeignScripts: (count) =>
      console.warn(`${path}: ${count} inline script(s) not emitted by Next.js, not allowed to run`),
  })
  if (staticAnswers?.answer(req, res, path)) return
  const incoming = { req, path, search, credentials }
  runGuards(
    guards,
    incoming,
    (refusal) => refuse(req, res, refusal),
    () => render(req, res),
  )
}

const head = (req: IncomingMessage) => ({ get: (name: string) => req.headers[name]?.toString() })

/** A guard's refusal (src/server/guards), logged, with the headers of the server's own answers. */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  if (refusal.log) console.log(refusal.log)
  const { status, body, headers = {} } = refusal
  const type = {
    plain: 'text/plain; charset=utf-8',
    json: 'application/json',
    html: 'text/html; charset=utf-8',
  }
  answerPlain(req, res, status, body, { 'Content-Type': type[refusal.type], ...headers })
}

/** The framework, with what the request renders dated from now (cache-handler.mjs). */
function render(req: IncomingMessage, res: ServerResponse): void {
  requestStart
    .run(Date.now(), () => handle(req, res))
    .catch((error: unknown) => {
      console.error('Unhandled request error', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
}

await app.prepare()
// TLS is the reverse proxy's in front (docs/deployment.md).
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
  if (settings.addressNote) console.warn(settings.addressNote)
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

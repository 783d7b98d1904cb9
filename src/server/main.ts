/**
 * The production server (`npm start`): Next.js behind the site's own HTTP
 * layer, in one process that receives signals directly.
 * - every response gets the security headers; HTML pages a CSP naming the
 *   hashes of their inline scripts (src/server/response-filter.ts);
 * - bodies are compressed once per distinct body, not per request;
 * - HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set;
 * - logs are JSON lines;
 * - SIGTERM or SIGINT: stop accepting, finish what is in flight, exit.
 */
import './load-env'
import { readFileSync } from 'node:fs'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import next from 'next'
import { requestStart } from './cache-render-starts.mjs'
import { routeConsoleTo, serverLogger } from './log'
import { DerivedCache, filterResponse } from './response-filter'
import {
  isSecureRequest,
  mayReachInternalRoutes,
  serverSettings,
  trustedForwarding,
} from './settings'
import { stopGracefully } from './shutdown'

routeConsoleTo(serverLogger())
// NODE_ENV (production) and NEXT_TELEMETRY_DISABLED come from `npm start`.
const settings = serverSettings()

const app = next({ dev: false, hostname: settings.host, port: settings.port })
const handle = app.getRequestHandler()
const cache = new DerivedCache()

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  trustedForwarding(req, settings.trustProxy)
  filterResponse(req, res, {
    kind: {
      path,
      secure: isSecureRequest(req, settings.trustProxy),
      routerPayload: req.headers.rsc === '1',
    },
    cachePolicy: settings.cachePolicy,
    connectOrigins: settings.connectOrigins,
    cache,
    onError: (error) => console.error('Could not finish a response', error),
    onForeignScripts: (count) =>
      console.warn(`${path}: ${count} inline script(s) not emitted by Next.js, not allowed to run`),
  })
  if (!mayReachInternalRoutes(path, req.socket.remoteAddress)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('Not found')
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
const server = settings.tls
  ? createHttpsServer(
      { cert: readFileSync(settings.tls.certFile), key: readFileSync(settings.tls.keyFile) },
      onRequest,
    )
  : createHttpServer(onRequest)
// Slow or idle clients must not hold connections forever.
server.headersTimeout = 20_000
server.requestTimeout = 60_000
server.keepAliveTimeout = 5_000

// Over HTTPS, the server's requests to itself go to a plain listener that
// only loopback reaches (src/lib/loopback-origin.ts).
const internal = settings.tls ? createHttpServer(onRequest) : null
if (internal) {
  await new Promise<void>((resolve) => internal.listen(settings.loopbackPort, '127.0.0.1', resolve))
}

server.listen(settings.port, settings.host, () => {
  console.log(`Listening on ${settings.tls ? 'https' : 'http'}://${settings.host}:${settings.port}`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing requests in flight, then stopping`)
    if (internal) void stopGracefully(internal, settings.shutdownTimeoutMs)
    void stopGracefully(server, settings.shutdownTimeoutMs).then((clean) => {
      console.log(clean ? 'Stopped' : 'Stopped with requests cut short')
      process.exit(0)
    })
  })
}

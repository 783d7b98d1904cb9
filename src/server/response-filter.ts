import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { publicPolicy, reportingEndpoints } from './guards/security-headers'
import { isPreviewPagePath } from '@/lib/preview-token'
import { preferredEncoding, type Encoding } from './accept-encoding'
import { cacheControl, isAdminPath, isFeedPath, type CachePolicyOptions } from './cache-policy'
import { inlineScriptHashes, type InlineScripts } from './guards/content-security-policy'

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
}

/**
 * Fast settings, for a body compressed on every answer (a search's results,
 * an error page): brotli 9 cost a 404 page 20 ms of the one thread.
 */
const compressQuickly: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
}

/** What one public page gives: its bytes, tag and inline scripts, its compressed forms once asked for. */
type Page = InlineScripts & {
  body: Buffer
  /** A strong ETag: a digest of the body. */
  etag: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

/**
 * Recent public pages, by their text: a cached page is the same text on
 * every request, so it is encoded, tagged, read for its scripts and
 * compressed once, not per request. The lookup costs a comparison of the
 * text (a long string's hash is its length), where a digest of the body,
 * or Next's own ETag, cost a pass of arithmetic over every byte of every
 * answer (docs/decisions/016). A feed or sitemap Next writes as bytes (a
 * route's answer) is kept by its path instead and compared byte for byte
 * with the last answer there: decoding a 256 KB sitemap file to text per
 * request cost about 1 ms. Bounded by count, least recently used first out.
 */
export class PageCache {
  private readonly entries: LRUCache<string, Page>
  private readonly byPath: LRUCache<string, Page>
  constructor(maxEntries = 200) {
    this.entries = new LRUCache({ max: maxEntries })
    this.byPath = new LRUCache({ max: maxEntries })
  }

  /**
   * The page `html`, read now or kept from an earlier answer (`fresh` says
   * which); a page read now is kept unless it is `transient`.
   */
  of(html: string, transient = false): Page & { fresh: boolean } {
    const kept = this.entries.get(html)
    if (kept) return Object.assign(kept, { fresh: false })
    const page = read(html, Buffer.from(html, 'utf8'))
    if (!transient) this.entries.set(html, page)
    return Object.assign(page, { fresh: true })
  }

  /** The answer at `path` whose bytes are `body`, read now or kept from the last answer there. */
  ofBytes(path: string, body: Buffer): Page & { fresh: boolean } {
    const kept = this.byPath.get(path)
    if (kept?.body.equals(body)) return Object.assign(kept, { fresh: false })
    const page = read(body.toString('utf8'), body)
    this.byPath.set(path, page)
    return Object.assign(page, { fresh: true })
  }
}

/** A page read once: its inline scripts and its tag. */
function read(text: string, body: Buffer): Page {
  return {
    ...inlineScriptHashes(text),
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    encoded: {},
  }
}

/** Whether an `If-None-Match` header names `etag` (weakly, as for a GET). */
function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** What the headers of a response depend on. */
export type ResponseKind = {
  /** The request path (without the query). */
  path: string
  /** The request reached the site over HTTPS (through the trusted proxy in front). */
  secure: boolean
  /** A request of Next's client router for a page's payload (`RSC: 1`). */
  routerPayload: boolean
  /** The request carries the CMS's credentials (an editor's). */
  credentials?: boolean
  /**
   * The page is one of countless (a search's results): read, tagged and
   * compressed as any other, but not kept, so that a flood of them cannot
   * push the site's pages out of the cache.
   */
  transient?: boolean
}

/**
 * Headers that only describe the framework's inner workings. They are removed
 * from every answer, except from the client router's payload requests, whose
 * reader needs some of them (its cache lifetime, rewrites).
 */
function isInternalHeader(name: string, kind: ResponseKind): boolean {
  const lower = name.toLowerCase()
  if (lower === 'x-powered-by') return true
  if (kind.routerPayload) return false
  return lower.startsWith('x-nextjs-') || lower.startsWith('x-middleware-')
}

export type FilterOptions = {
  kind: ResponseKind
  cachePolicy: CachePolicyOptions
  /** Origins public pages may send requests to besides their own. */
  connectOrigins: readonly string[]
  pages: PageCache
  /**
   * Compress what streams (the API's JSON, the admin, the client router's
   * payloads) as it is sent: when no proxy in front does (COMPRESS_STREAMS).
   */
  compressStreams?: boolean
  /** Called once per distinct page that holds inline scripts Next did not emit (not allowed). */
  onForeignScripts: (count: number) => void
}

type WriteCallback = (error?: Error | null) => void

/** The optional `encoding` and `callback` arguments of `write` and `end`, in either form. */
function splitArguments(rest: unknown[]): [BufferEncoding | undefined, WriteCallback | undefined] {
  const [first, second] = rest
  if (typeof first === 'function') return [undefined, first as WriteCallback]
  return [
    typeof first === 'string' ? (first as BufferEncoding) : undefined,
    typeof second === 'function' ? (second as WriteCallback) : undefined,
  ]
}

/** A piece of a held page: a UTF-8 string as it is (no copy), anything else as bytes. */
function heldPiece(chunk: unknown, encoding?: BufferEncoding): Buffer | string {
  const utf8 = encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'
  return typeof chunk === 'string' && utf8 ? chunk : toBuffer(chunk, encoding)
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  return Buffer.from(String(chunk), encoding)
}

/** Text worth compressing as it streams (an event stream must reach its reader at once). */
const streamedText =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i

/** Fast settings: this runs per request, on the response's way out. */
function compressingStream(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 })
}

/**
 * The server's one step around Next.js, as a response's head is written:
 * the framework's internal headers go, the cache policy applies, and a
 * public HTML page is held until complete, so that its CSP names the hashes
 * of the inline scripts Next emitted into it (the page stays the same cached
 * body for every visitor); it then leaves compressed, once per body.
 * Everything else, the admin's pages included, streams as it comes (the
 * reverse proxy compresses it). Next.js sets the other security headers
 * (src/server/guards/security-headers.ts).
 */
export function filterResponse(req: IncomingMessage, res: ServerResponse, options: FilterOptions) {
  const { kind } = options
  const original = {
    writeHead: res.writeHead.bind(res) as (status: number) => void,
    write: res.write.bind(res) as (chunk: unknown, cb?: WriteCallback) => boolean,
    end: res.end.bind(res) as (chunk?: unknown, cb?: () => void) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  }
  let mode: 'undecided' | 'hold' | 'stream' = 'undecided'
  /** What streams through compression, when it does. */
  let compressor: BrotliCompress | Gzip | undefined
  /** The held page's pieces; Next writes a cached page as one string, kept as it is. */
  const held: (Buffer | string)[] = []

  const publicPage = () =>
    !isAdminPath(kind.path) && /^text\/html/i.test(String(res.getHeader('content-type') ?? ''))
  /** A feed or a sitemap: held and tagged as a page is, under its own policy. */
  const feed = () =>
    isFeedPath(kind.path) &&
    /^application\/(rss\+)?xml/i.test(String(res.getHeader('content-type') ?? ''))

  function applyHeaders(scriptHashes?: readonly string[]): void {
    for (const name of res.getHeaderNames()) {
      if (isInternalHeader(name, kind)) res.removeHeader(name)
    }
    const current = res.getHeader('cache-control')?.toString()
    const cache = cacheControl(
      kind.path,
      res.statusCode,
      current,
      options.cachePolicy,
      kind.credentials,
    )
    if (cache) res.setHeader('Cache-Control', cache)
    // A 304's headers replace the stored response's: the page keeps the
    // policy that names its scripts.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    else if (publicPage()) {
      const { connectOrigins } = options
      // An editor's preview shows beside the admin's form (its live preview).
      const framedBySite = isPreviewPagePath(kind.path)
      res.setHeader(
        'Content-Security-Policy',
        publicPolicy({ scriptHashes, connectOrigins, secure: kind.secure, framedBySite }),
      )
      if (framedBySite) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
      if (kind.secure) res.setHeader('Reporting-Endpoints', reportingEndpoints)
    }
  }

  function decide(): void {
    if (mode !== 'undecided') return
    const hold =
      req.method !== 'HEAD' &&
      res.statusCode !== 204 &&
      res.statusCode !== 304 &&
      (publicPage() || feed())
    mode = hold ? 'hold' : 'stream'
    if (!hold) {
      applyHeaders()
      compressor = streamCompressor()
    }
  }

  /** A compressing stream in front of the connection, for text that streams and is worth it. */
  function streamCompressor(): BrotliCompress | Gzip | undefined {
    if (!options.compressStreams || req.method === 'HEAD') return undefined
    if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return undefined
    if (res.getHeader('content-encoding')) return undefined
    if (!streamedText.test(String(res.getHeader('content-type') ?? ''))) return undefined
    const length = Number(res.getHeader('content-length') ?? Infinity)
    if (length < 1024) return undefined
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (!encoding) return undefined
    res.removeHeader('content-length')
    res.setHeader('Content-Encoding', encoding)
    const vary = res.getHeader('vary')?.toString()
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const stream = compressingStream(encoding)
    stream.on('data', (chunk: Buffer) => original.write(chunk))
    stream.on('error', () => res.destroy())
    return stream
  }

  /** What streams leaves in time: what was written in one turn is flushed at its end. */
  let flushing = false
  function flushSoon(): void {
    if (flushing || !compressor) return
    flushing = true
    setImmediate(() => {
      flushing = false
      compressor?.flush()
    })
  }

  function send(body: Buffer, callback?: () => void): void {
    res.removeHeader('transfer-encoding')
    res.setHeader('Content-Length', body.length)
    original.writeHead(res.statusCode)
    original.end(body, callback)
  }

  /**
   * Not kept: one of countless pages (a search's results), or an error page,
   * which names whatever path was asked (a flood of made-up paths would
   * evict the site's pages).
   */
  const transient = () => kind.transient === true || res.statusCode >= 400

  /**
   * The held page. A feed or sitemap written in pieces (a route's answer) is
   * looked up by its path (the query does not change it, so a query made up
   * per request finds the same entry) and its bytes; a page by its text (one
   * string, as Next writes cached pages).
   */
  function heldPage(): Page & { fresh: boolean } {
    const once = transient()
    if (held.length === 1 && typeof held[0] === 'string') {
      return options.pages.of(held[0], once)
    }
    const body = Buffer.concat(held.map((piece) => toBuffer(piece)))
    if (feed()) return options.pages.ofBytes(kind.path, body)
    return options.pages.of(body.toString('utf8'), once)
  }

  /**
   * The held page, with its policy and ETag: 304 when the request names the
   * tag, else compressed as the request accepts.
   */
  function finish(callback?: () => void): void {
    const page = heldPage()
    if (page.fresh && page.unknown > 0) options.onForeignScripts(page.unknown)
    const vary = res.getHeader('vary')?.toString()
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    res.setHeader('ETag', page.etag)
    if (res.statusCode === 200 && namesTag(req.headers['if-none-match'], page.etag)) {
      res.statusCode = 304
      applyHeaders()
      for (const name of ['content-length', 'content-type', 'transfer-encoding']) {
        res.removeHeader(name)
      }
      original.writeHead(304)
      original.end(undefined, callback)
      return
    }
    applyHeaders(page.hashes)
    const { body } = page
    const encoding =
      body.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : undefined
    if (!encoding) return send(body, callback)
    const compressed = (page.encoded[encoding] ??= (transient() ? compressQuickly : compress)[
      encoding
    ](body))
    compressed.then(
      (encoded) => {
        res.setHeader('Content-Encoding', encoding)
        send(encoded, callback)
      },
      () => {
        delete page.encoded[encoding]
        send(body, callback)
      },
    )
  }

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given here are set on the response, so that they are filtered too.
    res.statusCode = status
    const headers = rest.find((item) => item && typeof item === 'object') as
      OutgoingHttpHeaders | string[] | undefined
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value)
      }
    }
    decide()
    if (mode === 'stream') original.writeHead(res.statusCode)
    return res
  }

  res.flushHeaders = () => {
    decide()
    if (mode === 'stream') original.flushHeaders()
  }

  res.write = function write(chunk: unknown, ...rest: unknown[]) {
    decide()
    const [encoding, callback] = splitArguments(rest)
    if (compressor) {
      compressor.write(toBuffer(chunk, encoding), callback)
      flushSoon()
      return true
    }
    if (mode === 'stream') return original.write(toBuffer(chunk, encoding), callback)
    held.push(heldPiece(chunk, encoding))
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write

  res.end = function end(...args: unknown[]) {
    decide()
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const [encoding, callback] = splitArguments(
      typeof args[0] === 'function' ? args : args.slice(1),
    )
    if (compressor) {
      const stream = compressor
      stream.once('end', () => original.end(undefined, callback))
      if (chunk !== undefined && chunk !== null) stream.end(toBuffer(chunk, encoding))
      else stream.end()
      return res
    }
    if (chunk !== undefined && chunk !== null) {
      if (mode === 'stream') original.write(toBuffer(chunk, encoding))
      else held.push(heldPiece(chunk, encoding))
    }
    if (mode === 'stream') return original.end(undefined, callback)
    finish(callback)
    return res
  } as typeof res.end
}

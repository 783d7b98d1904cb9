import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { cacheControl, type CachePolicyOptions } from './cache-policy'
import { inlineScriptHashes } from './content-security-policy'
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isInternalHeader,
  type ResponseKind,
} from './security-headers'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Bodies of these types are compressed (and HTML gets its CSP hashes). */
const compressibleType =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

/** A body larger than this is streamed as it comes, uncompressed. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

type Encoding = 'br' | 'gzip'

/** What is derived from one body: its script hashes and its compressed forms. */
type Derived = { hashes?: string[]; br?: Buffer; gzip?: Buffer }

/**
 * Derived forms of recent bodies, by the body's hash, bounded in bytes: a
 * cached page is the same body on every request, so it is hashed and
 * compressed once, not per request.
 */
export class DerivedCache {
  private readonly entries = new Map<string, Derived>()
  private bytes = 0
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): Derived {
    let entry = this.entries.get(key)
    if (entry) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, entry)
    } else {
      entry = {}
      this.entries.set(key, entry)
    }
    return entry
  }

  add(bytes: number): void {
    this.bytes += bytes
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.bytes -= (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
      this.entries.delete(key)
    }
  }
}

/** The encoding a request accepts best among ours (Brotli, then gzip), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const star = accepted.get('*')
  const allowed = (name: Encoding) => (accepted.get(name) ?? star ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return null
}

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 })
}

export type FilterOptions = {
  kind: ResponseKind
  cachePolicy: CachePolicyOptions
  /** Origins public pages may send requests to besides their own. */
  connectOrigins: readonly string[]
  cache: DerivedCache
  /** Called when finishing a buffered body fails (the response is then ended plainly). */
  onError: (error: unknown) => void
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

/**
 * Takes over a response before the framework writes it: every response gets
 * the security headers and loses the framework's internal ones; compressible
 * bodies are held until complete, so that an HTML page's CSP can name the
 * hashes of its inline scripts (the page stays the same cached body for every
 * visitor), then compressed once per body. Other bodies stream unchanged.
 */
export function filterResponse(req: IncomingMessage, res: ServerResponse, options: FilterOptions) {
  const { kind } = options
  const original = {
    writeHead: res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => void,
    write: res.write.bind(res) as (chunk: unknown, cb?: WriteCallback) => boolean,
    end: res.end.bind(res) as (chunk?: unknown, cb?: () => void) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  }
  let mode: 'undecided' | 'buffer' | 'stream' = 'undecided'
  let chunks: Buffer[] = []
  let size = 0

  function applyHeaders(csp: string): void {
    for (const name of res.getHeaderNames()) {
      if (isInternalHeader(name, kind)) res.removeHeader(name)
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders(kind))) {
      res.setHeader(name, value)
    }
    const cache = cacheControl(
      kind.path,
      res.statusCode,
      res.getHeader('cache-control')?.toString(),
      options.cachePolicy,
    )
    if (cache) res.setHeader('Cache-Control', cache)
    // A 304's headers replace the stored response's: the page keeps the
    // policy that names its scripts.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    else res.setHeader('Content-Security-Policy', csp)
  }

  function decide(): void {
    if (mode !== 'undecided') return
    const type = String(res.getHeader('content-type') ?? '')
    const buffer =
      req.method !== 'HEAD' &&
      res.statusCode !== 204 &&
      res.statusCode !== 304 &&
      !res.hasHeader('content-encoding') &&
      compressibleType.test(type)
    mode = buffer ? 'buffer' : 'stream'
    if (!buffer) applyHeaders(contentSecurityPolicy(kind, { html: isHtml() }))
  }

  const isHtml = () => /^text\/html/i.test(String(res.getHeader('content-type') ?? ''))

  function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
    if (Buffer.isBuffer(chunk)) return chunk
    if (chunk instanceof Uint8Array)
      return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
    return Buffer.from(String(chunk), encoding)
  }

  /** Too large to hold: send what is held as it is and stream the rest. */
  function spill(): void {
    mode = 'stream'
    applyHeaders(contentSecurityPolicy(kind, { html: isHtml() }))
    const held = chunks
    chunks = []
    for (const chunk of held) original.write(chunk)
  }

  async function finish(): Promise<Buffer> {
    const body = Buffer.concat(chunks)
    chunks = []
    const key = createHash('sha256').update(body).digest('base64')
    const derived = options.cache.get(key)
    const html = isHtml()
    if (html && !derived.hashes) {
      const scripts = inlineScriptHashes(body.toString('utf8'))
      derived.hashes = scripts.hashes
      if (scripts.unknown > 0) options.onForeignScripts(scripts.unknown)
    }
    applyHeaders(
      contentSecurityPolicy(kind, {
        html,
        scriptHashes: derived.hashes,
        connectOrigins: options.connectOrigins,
      }),
    )
    const encoding =
      body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null
    let out: Buffer = body
    if (encoding) {
      let compressed = derived[encoding]
      if (!compressed) {
        compressed = await compress(body, encoding)
        derived[encoding] = compressed
        options.cache.add(compressed.length)
      }
      out = compressed
      res.setHeader('Content-Encoding', encoding)
      const etag = res.getHeader('etag')
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`)
    }
    const vary = String(res.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) {
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    res.removeHeader('transfer-encoding')
    res.setHeader('Content-Length', out.length)
    return out
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
    const buffer = toBuffer(chunk, encoding)
    if (mode === 'stream') return original.write(buffer, callback)
    chunks.push(buffer)
    size += buffer.length
    if (size > MAX_BUFFERED_BYTES) spill()
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write

  res.end = function end(...args: unknown[]) {
    decide()
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const [encoding, callback] = splitArguments(
      typeof args[0] === 'function' ? args : args.slice(1),
    )
    if (mode === 'stream') {
      if (chunk !== undefined && chunk !== null) original.write(toBuffer(chunk, encoding))
      return original.end(undefined, callback)
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    finish().then(
      (body) => {
        original.writeHead(res.statusCode)
        original.end(body, callback)
      },
      (error: unknown) => {
        options.onError(error)
        if (!res.headersSent) res.statusCode = 500
        original.end(undefined, callback)
      },
    )
    return res
  } as typeof res.end
}

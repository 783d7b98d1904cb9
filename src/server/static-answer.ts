/**
 * The build's scripts, styles and the public folder's text files, answered
 * from the copies compressed at build time (src/server/encoded-files.ts): the
 * Brotli or gzip copy the request accepts, else the original, each with its
 * own strong ETag, `Vary: Accept-Encoding` and the cache lifetime Next.js
 * gives the same file. Range requests and files the manifest does not name
 * go on to Next.js.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { preferredEncoding } from './accept-encoding'
import { manifestPath, type EncodedFile, type Manifest } from './encoded-files'

/** Whether an `If-None-Match` header names one of the file's tags (any encoding of it). */
function namesFile(header: string, digest: string): boolean {
  if (header.trim() === '*') return true
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === digest || tag.startsWith(`${digest}-`))
}

/** Next.js's lifetimes: hashed build files for a year, the public folder's revalidated. */
function cacheControlOf(path: string): string {
  return path.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0'
}

export class StaticAnswers {
  private readonly bodies = new Map<string, Buffer>()

  private constructor(
    private readonly projectDir: string,
    private readonly manifest: Manifest,
    private readonly headers: Record<string, string>,
  ) {}

  /**
   * The build's manifest in `distDir`, or undefined when the build wrote none
   * (then Next.js answers every file, uncompressed). `headers`: the security
   * headers every answer of the server carries.
   */
  static load(
    projectDir: string,
    distDir: string,
    headers: Record<string, string>,
  ): StaticAnswers | undefined {
    try {
      const text = readFileSync(join(projectDir, manifestPath(distDir)), 'utf8')
      return new StaticAnswers(projectDir, JSON.parse(text) as Manifest, headers)
    } catch {
      return undefined
    }
  }

  /** How many files are answered from the manifest. */
  get size(): number {
    return Object.keys(this.manifest).length
  }

  /** A file's bytes, read once (the build's files never change while it runs). */
  private body(file: string): Buffer | undefined {
    let body = this.bodies.get(file)
    if (!body) {
      try {
        body = readFileSync(join(this.projectDir, file))
      } catch {
        return undefined
      }
      this.bodies.set(file, body)
    }
    return body
  }

  /** Answers `req` when the manifest names `path`; returns whether it did. */
  answer(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (req.headers.range) return false
    if (!Object.hasOwn(this.manifest, path)) return false
    const entry: EncodedFile = this.manifest[path]!
    const offered = (['br', 'gzip'] as const).filter((encoding) => entry.encoded[encoding])
    const encoding = preferredEncoding(req.headers['accept-encoding'], offered)
    const file = encoding ? entry.encoded[encoding]!.file : entry.file
    const body = this.body(file)
    if (!body) return false

    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value)
    res.setHeader('Cache-Control', cacheControlOf(path))
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('ETag', `"${entry.digest}${encoding ? `-${encoding}` : ''}"`)
    res.setHeader('Last-Modified', new Date(entry.modified).toUTCString())

    const ifNoneMatch = req.headers['if-none-match']
    const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '')
    const unchanged = ifNoneMatch
      ? namesFile(ifNoneMatch, entry.digest)
      : ifModifiedSince >= entry.modified
    if (unchanged) {
      res.writeHead(304)
      res.end()
      return true
    }
    res.setHeader('Content-Type', entry.type)
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

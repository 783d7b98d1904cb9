import { createHash } from 'node:crypto'

/** Script types a browser runs; anything else (JSON-LD, JSON data) is inert. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcPattern = /\ssrc\s*=/i
const typePattern = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/**
 * The inline scripts Next.js writes into a page, by shape: the start of its
 * page payload, each piece of the payload (a JSON array handed to
 * `self.__next_f.push`), and the bundler's list of the page's chunks (a JSON
 * object). Each is one call with data, so a script that merely starts like
 * one (`self.__next_f.push([1,"x"]);alert(1)`) does not fit. (The
 * bundler ends its call with a semicolon.)
 */
const payloadStart = '(self.__next_f=self.__next_f||[]).push([0])'
const dataCalls = [
  { prefix: 'self.__next_f.push(', json: Array.isArray },
  {
    prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
    json: (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value),
  },
]

/** Whether an inline script is one Next.js emitted (see `dataCalls`). */
export function isFrameworkScript(text: string): boolean {
  if (text === payloadStart) return true
  const call = text.endsWith(';') ? text.slice(0, -1) : text
  return dataCalls.some(({ prefix, json }) => {
    if (!call.startsWith(prefix) || !call.endsWith(')')) return false
    try {
      return json(JSON.parse(call.slice(prefix.length, -1)))
    } catch {
      return false
    }
  })
}

/** An HTML document's inline scripts that a browser would run: Next's, and any other. */
export type InlineScripts = { hashes: string[]; unknown: number }

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts Next.js
 * emitted into an HTML document, in order of first appearance, each once,
 * and how many other runnable inline scripts it holds (none is allowed: a
 * script that found its way into the page from content or markup is never
 * named). The hash covers the script's text exactly as written, as browsers
 * compute it.
 */
export function inlineScriptHashes(html: string): InlineScripts {
  const hashes = new Set<string>()
  let unknown = 0
  for (const [, attributes = '', text = ''] of html.matchAll(scriptPattern)) {
    if (srcPattern.test(attributes)) continue
    const type = typePattern.exec(attributes)
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (!executableTypes.has(value)) continue
    if (!isFrameworkScript(text)) {
      unknown += 1
      continue
    }
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return { hashes: [...hashes], unknown }
}

/** A policy's header value; over HTTPS, subresources are upgraded too. */
function serialize(directives: string[], secure = false): string {
  return [...directives, ...(secure ? ['upgrade-insecure-requests'] : [])].join('; ')
}

export type PolicyOptions = {
  /** Hashes of the document's inline scripts. */
  scriptHashes?: readonly string[]
  /** Origins the page may send requests to besides its own (analytics). */
  connectOrigins?: readonly string[]
  /** Served over HTTPS: subresources are upgraded too. */
  secure?: boolean
}

/**
 * The policy of public pages: only this site's scripts and the document's own
 * hashed inline scripts run; nothing may frame the site, change its base URL
 * or embed plugins. Inline styles stay allowed: React's `style` attributes
 * (image placeholders, progress bars) cannot carry hashes.
 */
export function publicPolicy(options: PolicyOptions = {}): string {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ]
  return serialize(directives, options.secure)
}

/**
 * The admin's own policy: Payload's admin runs inline and evaluated scripts of
 * its own, so those are allowed there, and only there; everything else stays
 * as strict as on public pages.
 */
export function adminPolicy(options: PolicyOptions = {}): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "worker-src 'self' blob:",
  ]
  return serialize(directives, options.secure)
}

/** The policy of answers that are not pages (JSON, feeds, files): they run nothing. */
export const resourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"

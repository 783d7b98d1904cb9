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

import { createHash } from 'node:crypto'
import { codeFailureScript } from '@/lib/code-failure-script'

/** Next.js's inline scripts: its page payload's start, then calls with data (payload, chunk list). */
const payloadStart = '(self.__next_f=self.__next_f||[]).push([0])'
const isObject = (value: unknown) => value instanceof Object && !Array.isArray(value)
const dataCalls: [prefix: string, data: (value: unknown) => boolean][] = [
  ['self.__next_f.push(', Array.isArray],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', isObject],
]

/** Whether Next.js (or the site, its code watch) emitted an inline script: one call with data, so `push([1,"x"]);alert(1)` is not. */
export function isFrameworkScript(text: string): boolean {
  // The site's own: the watch for code files that fail to load.
  if (text === codeFailureScript) return true
  const call = text.replace(/;$/, '') // the bundler ends its call with a semicolon
  const [prefix = '', data] = dataCalls.find(([start]) => call.startsWith(start)) ?? []
  if (!data || !call.endsWith(')')) return text === payloadStart
  try {
    return data(JSON.parse(call.slice(prefix.length, -1)))
  } catch {
    return false
  }
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const typePattern = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])
/** Whether a browser runs a script element's text: no `src`, a script's type (JSON-LD is inert). */
function runs([, attributes = '']: RegExpExecArray): boolean {
  const type = typePattern.exec(attributes)?.slice(1).join('') ?? '' // the one quoting that matched
  return !/\ssrc\s*=/i.test(attributes) && executableTypes.has(type.trim().toLowerCase())
}
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** An HTML document's inline scripts that a browser would run: Next's, and any other. */
export type InlineScripts = { hashes: string[]; unknown: number }
/** The CSP sources of Next's inline scripts (hashed as written), each once, and how many others run. */
export function inlineScriptHashes(html: string): InlineScripts {
  const scripts = [...html.matchAll(scriptPattern)].filter(runs).map(([, , text = '']) => text)
  const ours = scripts.filter((text) => isFrameworkScript(text))
  return { hashes: [...new Set(ours.map(hash))], unknown: scripts.length - ours.length }
}

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeFailureScript } from '@/lib/code-failure-script'
import { inlineScriptHashes } from './content-security-policy'

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  const start = '(self.__next_f=self.__next_f||[]).push([0])'
  const push = 'self.__next_f.push([1,"a\\u003cb 中文"])'
  const chunks =
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

  it("names Next's inline scripts, once each, exactly as written", () => {
    const html = [
      '<html><head><script src="/_next/static/a.js" async=""></script>',
      `<script>${start}</script><script id="_R_">${chunks}</script>`,
      `<script>${push}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<SCRIPT>${push}</SCRIPT></head></html>`,
    ].join('')
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [hash(start), hash(chunks), hash(push)],
      unknown: 0,
    })
  })

  it('never names a script that Next did not emit, even one shaped like its own', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push({"a":1})',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([alert(1)])',
      `${start};alert(1)`,
    ]
    const html = [
      `<script>${push}</script>`,
      ...injected.map((text) => `<script>${text}</script>`),
      '<script type="module">import "/x.js"</script>',
      '<script id="x" type="text/javascript">\n  go()\n</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [hash(push)],
      unknown: injected.length + 2,
    })
  })

  it("names the site's own code watch, and nothing added to it", () => {
    const html = `<script>${codeFailureScript}</script><script>${codeFailureScript};alert(1)</script>`
    expect(inlineScriptHashes(html)).toEqual({ hashes: [hash(codeFailureScript)], unknown: 1 })
  })

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual({
      hashes: [],
      unknown: 0,
    })
  })
})

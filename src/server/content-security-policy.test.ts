import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminPolicy, inlineScriptHashes, publicPolicy } from './content-security-policy'

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, once, exactly as written', () => {
    const push = 'self.__next_f.push([1,"a\\u003cb 中文"])'
    const html = [
      '<html><head><script src="/_next/static/a.js" async=""></script>',
      `<script>${push}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/x.js"</script>',
      `<SCRIPT>${push}</SCRIPT>`,
      '<script id="x" type="text/javascript">\n  go()\n</script></head></html>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hash(push),
      hash('import "/x.js"'),
      hash('\n  go()\n'),
    ])
  })

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([])
  })
})

describe('policies', () => {
  it('public pages run no unhashed inline or evaluated script', () => {
    const policy = publicPolicy({ scriptHashes: ["'sha256-abc'"], secure: true })
    const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(script).toBe("'self' 'sha256-abc'")
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ]) {
      expect(policy).toContain(directive)
    }
  })

  it('adds the analytics origin to connect-src, and upgrades only over HTTPS', () => {
    const policy = publicPolicy({ connectOrigins: ['https://stats.example.org'] })
    expect(policy).toContain("connect-src 'self' https://stats.example.org")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('keeps the admin on its own policy', () => {
    expect(adminPolicy()).toContain("'unsafe-eval'")
    expect(adminPolicy()).toContain("object-src 'none'")
  })
})

import { describe, expect, it } from 'vitest'
import { isAllowedRedirect, redirectTarget } from './server-redirects'

const origin = 'https://www.tianyan-ai.example.com'
const hosts = ['partner.example.org']
const rules = [
  { from: '/old-news', to: '/news', permanent: true },
  { from: '/en/old-news', to: '/en/news?category=company', permanent: false },
  { from: '/partner', to: 'https://partner.example.org/x', permanent: false },
  { from: '/plain', to: 'http://plain.example.org', permanent: false },
  { from: '/evil', to: '//evil.example', permanent: false },
  { from: '/script', to: 'javascript:alert(1)', permanent: false },
  { from: '/elsewhere', to: 'https://elsewhere.example.net/', permanent: false },
]

describe('redirectTarget', () => {
  it('sends a path to its site target with 308 or 307', () => {
    expect(redirectTarget(rules, '/old-news', origin, hosts)).toEqual({
      location: '/news',
      status: 308,
    })
    expect(redirectTarget(rules, '/old-news/', origin, hosts)).toEqual({
      location: '/news',
      status: 308,
    })
    expect(redirectTarget(rules, '/en/old-news', origin, hosts)).toEqual({
      location: '/en/news?category=company',
      status: 307,
    })
  })

  it('matches and sends Unicode paths, written or percent-encoded, with an encoded Location', () => {
    const unicode = [
      { from: '/关于', to: '/关于我们', permanent: false },
      { from: '/%E5%85%AC%E5%8F%B8', to: '/news?category=公司', permanent: true },
    ]
    const about = { location: '/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC', status: 307 }
    expect(redirectTarget(unicode, '/关于', origin, hosts)).toEqual(about)
    expect(redirectTarget(unicode, '/%E5%85%B3%E4%BA%8E', origin, hosts)).toEqual(about)
    expect(redirectTarget(unicode, '/%e5%85%b3%e4%ba%8e/', origin, hosts)).toEqual(about)
    expect(redirectTarget(unicode, '/公司', origin, hosts)).toEqual({
      location: '/news?category=%E5%85%AC%E5%8F%B8',
      status: 308,
    })
    // Not valid percent-encoding: no rule, no error.
    expect(redirectTarget(unicode, '/%E5%85', origin, hosts)).toBeNull()
    for (const { location } of [about]) expect(location).toMatch(/^[\x21-\x7e]+$/)
  })

  it('sends to other hosts only when they are configured', () => {
    expect(redirectTarget(rules, '/elsewhere', origin, hosts)).toBeNull()
    expect(redirectTarget(rules, '/partner', origin, [])).toBeNull()
    for (const to of [
      'https://partner.example.org.evil.example/',
      'https://partner.example.org:8443/',
      'https://user@partner.example.org/',
      'http://partner.example.org/',
      '/\\evil.example',
      '//evil.example',
    ]) {
      expect(isAllowedRedirect(to, origin, hosts), to).toBe(false)
    }
    // Line breaks never reach the Location header: the address is normalised.
    expect(
      redirectTarget(
        [{ from: '/x', to: 'https://partner.example.org/a\r\nb', permanent: false }],
        '/x',
        origin,
        hosts,
      )?.location,
    ).toBe('https://partner.example.org/ab')
  })

  it('reads a target as a browser will, dot segments and encoded dots resolved, before checking it', () => {
    for (const to of [
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2e%2e//evil.example',
      '/%2E/%2E%2E//evil.example/x?y#z',
      '/././/evil.example',
      // The site's own address, written whole, with the same paths.
      'https://www.tianyan-ai.example.com//evil.example/x',
      'https://www.tianyan-ai.example.com/.//evil.example/x',
      'https://www.tianyan-ai.example.com/%2e//evil.example',
    ]) {
      expect(isAllowedRedirect(to, origin, hosts), to).toBe(false)
      expect(
        redirectTarget([{ from: '/x', to, permanent: false }], '/x', origin, hosts),
        to,
      ).toBeNull()
    }
    // What is sent is exactly what was checked.
    expect(
      redirectTarget([{ from: '/x', to: '/news/./../faq', permanent: false }], '/x', origin, hosts),
    ).toEqual({ location: '/faq', status: 307 })
  })

  it('sends to https addresses of other hosts only', () => {
    expect(redirectTarget(rules, '/partner', origin, hosts)?.location).toBe(
      'https://partner.example.org/x',
    )
    expect(redirectTarget(rules, '/plain', origin, hosts)).toBeNull()
    expect(redirectTarget(rules, '/evil', origin, hosts)).toBeNull()
    expect(redirectTarget(rules, '/script', origin, hosts)).toBeNull()
  })

  it('leaves other paths alone', () => {
    expect(redirectTarget(rules, '/news', origin, hosts)).toBeNull()
    expect(redirectTarget(rules, '/OLD-NEWS', origin, hosts)).toBeNull()
  })
})

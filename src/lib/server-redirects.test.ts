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

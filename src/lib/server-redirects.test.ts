import { describe, expect, it } from 'vitest'
import { redirectTarget } from './server-redirects'

const origin = 'https://www.tianyan-ai.example.com'
const rules = [
  { from: '/old-news', to: '/news', permanent: true },
  { from: '/en/old-news', to: '/en/news?category=company', permanent: false },
  { from: '/partner', to: 'https://partner.example.org/x', permanent: false },
  { from: '/plain', to: 'http://plain.example.org', permanent: false },
  { from: '/evil', to: '//evil.example', permanent: false },
  { from: '/script', to: 'javascript:alert(1)', permanent: false },
]

describe('redirectTarget', () => {
  it('sends a path to its site target with 308 or 307', () => {
    expect(redirectTarget(rules, '/old-news', origin)).toEqual({ location: '/news', status: 308 })
    expect(redirectTarget(rules, '/old-news/', origin)).toEqual({ location: '/news', status: 308 })
    expect(redirectTarget(rules, '/en/old-news', origin)).toEqual({
      location: '/en/news?category=company',
      status: 307,
    })
  })

  it('sends to https addresses of other hosts only', () => {
    expect(redirectTarget(rules, '/partner', origin)?.location).toBe(
      'https://partner.example.org/x',
    )
    expect(redirectTarget(rules, '/plain', origin)).toBeNull()
    expect(redirectTarget(rules, '/evil', origin)).toBeNull()
    expect(redirectTarget(rules, '/script', origin)).toBeNull()
  })

  it('leaves other paths alone', () => {
    expect(redirectTarget(rules, '/news', origin)).toBeNull()
    expect(redirectTarget(rules, '/OLD-NEWS', origin)).toBeNull()
  })
})

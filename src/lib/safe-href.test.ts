import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href'

const origin = 'https://www.tianyan-ai.example.com'

describe('safeHref', () => {
  it('keeps site paths and makes own absolute links relative', () => {
    expect(safeHref('/news?category=company#top', origin)).toEqual({
      href: '/news?category=company#top',
      external: false,
    })
    expect(safeHref(`${origin}/en/faq#api`, origin)).toEqual({
      href: '/en/faq#api',
      external: false,
    })
  })

  it('marks other hosts as external', () => {
    expect(safeHref('https://partner.example.org/report', origin)).toEqual({
      href: 'https://partner.example.org/report',
      external: true,
    })
  })

  it('accepts mail and phone links', () => {
    expect(safeHref('mailto:support@tianyan-ai.example.com', origin)?.external).toBe(false)
    expect(safeHref('tel:+864008202014', origin)?.href).toBe('tel:+864008202014')
  })

  it('refuses scripts, data, scheme-relative, credentials and malformed targets', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'https://user:pass@evil.example',
      'news',
      'http://',
      '',
      null,
    ]) {
      expect(safeHref(bad, origin)).toBeNull()
    }
  })
})

import { describe, expect, it } from 'vitest'
import { webAddress } from './web-address'

describe('webAddress', () => {
  it('accepts https and http addresses of a host', () => {
    expect(webAddress('https://beian.miit.gov.cn/')).toBe('https://beian.miit.gov.cn/')
    expect(webAddress(' http://www.beian.gov.cn/portal?code=1 ')).toBe(
      'http://www.beian.gov.cn/portal?code=1',
    )
    expect(webAddress('https://mp.weixin.qq.com/s/公众号')).toBe(
      'https://mp.weixin.qq.com/s/%E5%85%AC%E4%BC%97%E5%8F%B7',
    )
  })

  it('refuses every other scheme, scheme-relative and malformed addresses', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'ftp://files.example',
      'mailto:a@example.com',
      'https://',
      'https:evil.example',
      'https://user:pass@example.com/',
      'https://example.com/a b',
      'https://example.com/"onmouseover=x',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(webAddress(value), String(value)).toBeNull()
    }
  })
})

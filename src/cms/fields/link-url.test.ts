import { describe, expect, it } from 'vitest'
import { linkUrl } from './link-url'

const check = (value: string, language: 'zh' | 'en' = 'zh') =>
  linkUrl(value, {
    siblingData: { linkType: 'custom' },
    req: { i18n: { language } },
  } as unknown as Parameters<typeof linkUrl>[1])

describe('linkUrl', () => {
  it('accepts what the site renders as a link', () => {
    for (const value of [
      'https://example.com/page',
      'http://example.com',
      'mailto:press@example.com',
      'tel:+861012345678',
      '/news/detail/3',
    ]) {
      expect(check(value), value).toBe(true)
    }
  })

  it('refuses the rest, naming the address, in the admin language', () => {
    expect(check('javascript:alert(1)')).toContain('“javascript:alert(1)”')
    expect(check('htp://example.com')).toContain('无效')
    expect(check('https://exa mple.com', 'en')).toContain('“https://exa mple.com” is not valid')
    expect(check('example.com/page')).toContain('是否要写成 https://example.com/page？')
    expect(check('example.com/page', 'en')).toContain('Did you mean https://example.com/page?')
    expect(check('//evil.example')).not.toBe(true)
  })

  it('leaves links to articles to their own field', () => {
    expect(
      linkUrl(undefined, {
        siblingData: { linkType: 'internal' },
        req: { i18n: { language: 'zh' } },
      } as unknown as Parameters<typeof linkUrl>[1]),
    ).toBe(true)
  })
})

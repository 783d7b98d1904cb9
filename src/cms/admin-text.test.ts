import { describe, expect, it } from 'vitest'
import { both, inAdminLanguage } from './admin-text'

describe('inAdminLanguage', () => {
  it('answers in English only to an English interface', () => {
    const text = both('请以 https:// 开头。', 'Start with https://.')
    expect(inAdminLanguage({ i18n: { language: 'en' } } as never, text)).toBe(
      'Start with https://.',
    )
    expect(inAdminLanguage({ i18n: { language: 'zh' } } as never, text)).toBe(
      '请以 https:// 开头。',
    )
    expect(inAdminLanguage(undefined, text)).toBe('请以 https:// 开头。')
  })
})

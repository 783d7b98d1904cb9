import { describe, expect, it } from 'vitest'
import { looksLikeOtherLanguage } from './text-language'

describe('looksLikeOtherLanguage', () => {
  it('flags English versions written mostly in Chinese', () => {
    expect(looksLikeOtherLanguage('天衍 2 正式发布', 'en')).toBe(true)
    expect(looksLikeOtherLanguage('Tianyan 2 发布会', 'en')).toBe(true)
  })

  it('lets English with a Chinese name through', () => {
    expect(looksLikeOtherLanguage('Tianyan 2 is released', 'en')).toBe(false)
    expect(looksLikeOtherLanguage('A visit to 杭州 and its new research campus', 'en')).toBe(false)
  })

  it('flags Chinese versions without a single Chinese character', () => {
    expect(looksLikeOtherLanguage('Tianyan 2 is released', 'zh')).toBe(true)
    expect(looksLikeOtherLanguage('天衍 2 正式发布', 'zh')).toBe(false)
    expect(looksLikeOtherLanguage('GPT', 'zh')).toBe(true)
    expect(looksLikeOtherLanguage('AI', 'zh')).toBe(false)
    expect(looksLikeOtherLanguage(null, 'zh')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { blocksOf, looksLikeOtherLanguage, otherLanguagePart } from './text-language'

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

describe('otherLanguagePart', () => {
  const body = (...paragraphs: string[]) => ({
    root: {
      children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })),
    },
  })

  it('finds a Chinese paragraph in an English body', () => {
    const value = body('Tianyan 2 is released today.', '天衍大模型今天正式发布，面向企业客户开放。')
    expect(otherLanguagePart(value, 'en')).toBe('天衍大模型今天正式发布，面向企业客户开放。')
    expect(otherLanguagePart(body('We visited 杭州 last week.'), 'en')).toBeNull()
  })

  it('finds an English sentence in a Chinese body, not a name', () => {
    expect(otherLanguagePart(body('天衍发布。', 'Tianyan GPT'), 'zh')).toBeNull()
    const sentence = 'The model is now available to every enterprise customer.'
    expect(otherLanguagePart(body('天衍发布。', sentence), 'zh')).toBe(sentence)
  })

  it('reads list items and linked text as blocks', () => {
    const value = {
      root: {
        children: [
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ text: '第一条要求' }] },
              { type: 'listitem', children: [{ type: 'link', children: [{ text: '第二条' }] }] },
            ],
          },
        ],
      },
    }
    expect(blocksOf(value)).toEqual(['第一条要求', '第二条'])
    expect(otherLanguagePart(value, 'en')).toBe('第一条要求')
  })
})

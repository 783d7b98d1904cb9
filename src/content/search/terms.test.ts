import { describe, expect, it } from 'vitest'
import { phrasesOf, queryWords, termsOf, withoutMarkup } from './terms'

describe('search terms', () => {
  it('cuts Chinese into words, and indexes the words inside longer ones', () => {
    expect(termsOf('郑州智算中心正式投入运营', 'index')).toEqual(
      expect.arrayContaining(['郑州', '智算', '中心', '智算中心', '运营']),
    )
    expect(termsOf('语音病历', 'query')).toEqual(['语音', '病历'])
    // The site's own words are words, not characters.
    expect(termsOf('大模型', 'query')).toEqual(['大模型'])
    expect(termsOf('大模型', 'index')).toEqual(['模型', '大模型'])
  })

  it('folds Latin words to lower case and their stem, and keeps numbers', () => {
    expect(termsOf('Mind Maps for Retailers', 'query')).toEqual(['mind', 'map', 'retail'])
    expect(termsOf('General Model 2.0 reads 128K tokens', 'query')).toEqual([
      'gener',
      'model',
      '2',
      '0',
      'read',
      '128k',
      'token',
    ])
  })

  it('leaves out words too common to search for', () => {
    expect(termsOf('the model of the year', 'query')).toEqual(['model', 'year'])
    expect(termsOf('医院的语音病历', 'query')).not.toContain('的')
  })

  it('reads every character of a query as text: no syntax survives', () => {
    for (const hostile of ['"a" OR b*', "'; DROP TABLE x; --", 'NEAR(a b)', 'title:x', '<b>']) {
      for (const term of termsOf(hostile, 'query')) expect(term).toMatch(/^[\p{L}\p{M}\p{N}]+$/u)
    }
  })

  it('gives each word of a query with its terms, once, mixed scripts apart', () => {
    expect(queryWords('AI 舌诊 ai')).toEqual([
      { text: 'ai', terms: ['ai'] },
      { text: '舌诊', terms: ['舌诊'] },
    ])
    expect(queryWords('AI舌诊').map((word) => word.text)).toEqual(['ai', '舌诊'])
  })
})

describe('withoutMarkup', () => {
  it('drops scripts and styles whole, and the tags of the rest', () => {
    expect(withoutMarkup('<script>alert(1)</script>')).toBe('')
    expect(withoutMarkup('<SCRIPT src=x>alert(1)')).toBe('')
    expect(withoutMarkup('<style>p{}</style>模型')).toBe('模型')
    expect(withoutMarkup('<b>模型</b> <img src=x onerror=alert(1)>推理')).toBe('模型 推理')
    expect(withoutMarkup('a < b and c > d')).toBe('a < b and c > d')
  })
})

describe('phrasesOf', () => {
  it('cuts a heading between words, every character kept', () => {
    const title = '智草植物大模型发布：拍照识别 1 万种植物'
    const parts = phrasesOf(title)
    expect(parts.join('')).toBe(title)
    expect(parts).toEqual(expect.arrayContaining(['植物', '发布']))
    expect(parts).not.toContain('发')
    expect(phrasesOf('Tianyan Answers')).toEqual(['Tianyan Answers'])
  })
})

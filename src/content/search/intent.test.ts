import { describe, expect, it } from 'vitest'
import { builtInKindWords, intentOf, wordsOfEntry } from './intent'

describe('intentOf', () => {
  it('reads the words visitors use for openings, in both languages', () => {
    for (const q of [
      '招聘',
      '职位',
      '岗位',
      'jobs',
      'careers',
      'hiring',
      'hire',
      'Job',
      'HIRING',
    ]) {
      expect(intentOf(q, builtInKindWords), q).toEqual({ kind: 'job', rest: '' })
    }
    expect(intentOf('新闻', builtInKindWords)).toEqual({ kind: 'article', rest: '' })
    expect(intentOf('news', builtInKindWords)).toEqual({ kind: 'article', rest: '' })
    expect(intentOf('关于我们', builtInKindWords)).toEqual({ kind: 'profile', rest: '' })
  })

  it('keeps the other words to search among that kind', () => {
    expect(intentOf('算法 职位', builtInKindWords)).toEqual({ kind: 'job', rest: '算法' })
    expect(intentOf('careers in Singapore', builtInKindWords)).toEqual({
      kind: 'job',
      rest: 'singapore',
    })
  })

  it('searches as typed a query that names no kind or two', () => {
    expect(intentOf('大模型', builtInKindWords)).toEqual({ kind: null, rest: '大模型' })
    expect(intentOf('news events', builtInKindWords)).toEqual({
      kind: null,
      rest: 'news events',
    })
    expect(intentOf('', builtInKindWords)).toEqual({ kind: null, rest: '' })
  })

  it("takes an editor's words as well", () => {
    const words = [
      ...builtInKindWords,
      ...wordsOfEntry('实习生, intern').map((word) => ({ word, kind: 'job' as const })),
    ]
    expect(intentOf('实习生', words).kind).toBe('job')
    expect(intentOf('interns', words).kind).toBe('job')
    expect(intentOf('实习生', builtInKindWords).kind).toBe(null)
  })
})

describe('wordsOfEntry', () => {
  it('splits at the list marks of both languages', () => {
    expect(wordsOfEntry(' 实习，intern; 实习生、trainee\nco-op ,, ')).toEqual([
      '实习',
      'intern',
      '实习生',
      'trainee',
      'co-op',
    ])
  })
})

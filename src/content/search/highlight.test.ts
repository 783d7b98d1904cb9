import { describe, expect, it } from 'vitest'
import { highlight, markedTerms, snippet } from './highlight'

const marked = (parts: { text: string; match: boolean }[]) =>
  parts.filter((part) => part.match).map((part) => part.text)

describe('search highlighting', () => {
  it('marks Chinese words where they occur and Latin words by their stem', () => {
    expect(marked(highlight('语音病历进门诊', ['语音', '病历']))).toEqual(['语音病历'])
    expect(marked(highlight('Five Ways to Use Mind Maps', ['mind', 'map']))).toEqual([
      'Mind',
      'Maps',
    ])
    expect(highlight('No match here', ['model'])).toEqual([{ text: 'No match here', match: false }])
  })

  it('cuts the snippet around the first match, with an ellipsis where it is cut', () => {
    const text = `${'前文。'.repeat(60)}这里提到语音病历。${'后文。'.repeat(60)}`
    const parts = snippet(text, ['病历'], 60)
    expect(parts[0]).toEqual({ text: '…', match: false })
    expect(parts.at(-1)).toEqual({ text: '…', match: false })
    expect(marked(parts)).toEqual(['病历'])
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(62)
  })

  it('starts at the beginning when nothing matches, and never inside a Latin word', () => {
    const parts = snippet('Reading tongue images under changing light', ['x'], 20)
    expect(parts[0]?.text.startsWith('Reading')).toBe(true)
    const later = snippet(`${'word '.repeat(40)}target`, ['target'], 30)
    expect(later[1]?.text.startsWith('word')).toBe(true)
  })
})

describe('markedTerms', () => {
  it('never marks a lone Chinese character', () => {
    expect(markedTerms(['天衍', '新', '加坡', 'model', 'a'])).toEqual([
      '天衍',
      '加坡',
      'model',
      'a',
    ])
    expect(marked(highlight('天衍新加坡公司', markedTerms(['天衍', '新'])))).toEqual(['天衍'])
    // A word cut by the snippet's end shows unmarked.
    const cut = snippet(
      `${'前'.repeat(10)}天衍${'中'.repeat(20)}新加坡${'后'.repeat(20)}`,
      ['天衍', '新加坡'],
      32,
    )
    expect(marked(cut)).toEqual(['天衍'])
  })
})

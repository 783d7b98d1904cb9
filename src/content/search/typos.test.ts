import { describe, expect, it } from 'vitest'
import { TYPO_BUDGET, TYPO_MAX_LENGTH, oneEditAway, soundsAlike, typoVariants } from './typos'

describe('oneEditAway', () => {
  it('gives every word one letter left out, added, changed or swapped away', () => {
    const near = oneEditAway('retial')
    expect(near).toContain('retail') // swapped
    expect(near).toContain('retal') // left out
    expect(near).toContain('retiail') // added
    expect(near).toContain('recial') // changed
    expect(near).not.toContain('retial')
    expect(near).not.toContain('ratail') // two edits
  })
})

describe('typoVariants', () => {
  it('corrects words of ordinary length only', () => {
    const [short, word, tooLong, digits] = typoVariants([
      'llm',
      'reasonning',
      'q'.repeat(TYPO_MAX_LENGTH + 1),
      'gpt40',
    ])
    expect(short).toEqual([])
    expect(word).toContain('reasoning')
    expect(typoVariants(['infrastructre'])[0]).toContain('infrastructure')
    expect(tooLong).toEqual([])
    expect(digits).toEqual([])
  })

  it('looks up no more variants than the budget, however many long words a query has', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz'
    const words = Array.from({ length: 8 }, (_, i) =>
      (alphabet.slice(i) + alphabet).slice(0, TYPO_MAX_LENGTH),
    )
    const variants = typoVariants(words)
    expect(variants.flat().length).toBeLessThanOrEqual(TYPO_BUDGET)
    // The first words get theirs; those after the budget is spent none.
    expect(variants[0]!.length).toBeGreaterThan(0)
    expect(variants.at(-1)).toEqual([])
    // Two words of seven letters each get theirs.
    const [first, second] = typoVariants(['modells', 'agentts'])
    expect(first).toContain('models')
    expect(second).toContain('agents')
  })
})

describe('Chinese typos', () => {
  it('gives the common characters read alike, tones aside', () => {
    expect(soundsAlike('形')).toContain('型')
    expect(soundsAlike('形')).toContain('行') // read xing among others
    expect(soundsAlike('形')).not.toContain('形')
    expect(soundsAlike('a')).toEqual([])
  })

  it('takes a word of two to four characters as possibly typed with a character read alike', () => {
    const [model, record] = typoVariants(['模形', '病力'])
    expect(model).toContain('模型')
    expect(record).toContain('病历')
    // One character changed, never two.
    expect(model).not.toContain('魔性')
    // A lone character, or a run longer than a word, is taken as typed.
    expect(typoVariants(['形', '中华人民共和'])).toEqual([[], []])
  })

  it('spends the same budget as Latin words', () => {
    const words = Array.from({ length: 12 }, () => '一一一一')
    const variants = typoVariants(words)
    expect(variants.flat().length).toBeLessThanOrEqual(TYPO_BUDGET)
    expect(variants[0]!.length).toBeGreaterThan(0)
    expect(variants.at(-1)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { TYPO_BUDGET, TYPO_MAX_LENGTH, oneEditAway, typoVariants } from './typos'

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

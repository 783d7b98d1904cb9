/** Latin words this long or longer may be found with one typo. */
export const TYPO_MIN_LENGTH = 5

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * Every word one edit away from `word` (a letter left out, added, changed,
 * or two neighbours swapped): the terms a query word with one typo may have
 * meant. About 54 × length of them; the index says which exist.
 */
export function oneEditAway(word: string): string[] {
  const found = new Set<string>()
  for (let at = 0; at <= word.length; at++) {
    const before = word.slice(0, at)
    const after = word.slice(at)
    if (after) found.add(before + after.slice(1))
    if (after.length > 1) found.add(before + after[1] + after[0] + after.slice(2))
    for (const letter of LETTERS) {
      if (after) found.add(before + letter + after.slice(1))
      found.add(before + letter + after)
    }
  }
  found.delete(word)
  return [...found]
}

/** Latin words this long or longer may be found with one typo. */
const TYPO_MIN_LENGTH = 5

/**
 * Latin words longer than this are taken as typed: the variants of a word
 * grow with its length (a 400-letter "word" had 21,600), and each costs a
 * look-up in the index.
 */
export const TYPO_MAX_LENGTH = 14

/** How many words are one edit away from a word of `length` letters, at most. */
function variantsAtMost(length: number): number {
  return 54 * length + 26
}

/**
 * Most variants one query may look up, over all its words: two words of
 * seven letters, or one of the longest length ("infrastructure"). A query
 * then costs at most about twice an ordinary one; the words after are taken
 * as typed.
 */
export const TYPO_BUDGET = 2 * variantsAtMost(7)

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

/** Whether a query word may be looked for as what it may have meant. */
function mayBeATypo(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH && /^[a-z]+$/.test(word)
}

/**
 * What each of a query's words may have meant, in order, within the query's
 * budget: an empty list for a word that is not one to correct (too short,
 * too long, not Latin letters) or that comes after the budget is spent. The
 * work of a query is bounded before it starts, whatever it holds.
 */
export function typoVariants(words: readonly string[]): string[][] {
  let left = TYPO_BUDGET
  return words.map((word) => {
    if (!mayBeATypo(word) || variantsAtMost(word.length) > left) return []
    left -= variantsAtMost(word.length)
    return oneEditAway(word)
  })
}

import { pinyin } from 'pinyin-pro'

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

/** Whether a Latin query word may be looked for as what it may have meant. */
function mayBeATypo(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH && /^[a-z]+$/.test(word)
}

/**
 * The 3,755 common characters (GB 2312's first level): the characters a
 * pinyin keyboard offers first, among which a visitor picks the wrong one.
 */
function commonCharacters(): string[] {
  const bytes: number[] = []
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      if (row === 0xd7 && cell > 0xf9) break
      bytes.push(row, cell)
    }
  }
  return [...new TextDecoder('gbk').decode(new Uint8Array(bytes))]
}

let readings: { of: Map<string, string[]>; characters: Map<string, string[]> } | undefined

/** Each common character's readings (pinyin without tones), and the characters of each reading. */
function readingTable() {
  if (!readings) {
    readings = { of: new Map(), characters: new Map() }
    for (const character of commonCharacters()) {
      const of = [
        ...new Set(pinyin(character, { toneType: 'none', type: 'array', multiple: true })),
      ]
      readings.of.set(character, of)
      for (const reading of of) {
        const list = readings.characters.get(reading) ?? []
        list.push(character)
        readings.characters.set(reading, list)
      }
    }
  }
  return readings
}

/**
 * The common characters read as `character` is (in one of its readings,
 * tones aside): what a pinyin keyboard offers beside it (型 for 形). Empty
 * for a character that is not a common one.
 */
export function soundsAlike(character: string): string[] {
  const table = readingTable()
  const alike = new Set<string>()
  for (const reading of table.of.get(character) ?? []) {
    for (const other of table.characters.get(reading) ?? []) alike.add(other)
  }
  alike.delete(character)
  return [...alike]
}

/** Chinese words this long may be found with one character typed for another read alike. */
const HAN_WORD = /^\p{Script=Han}{2,4}$/u

/** How many variants a Chinese word has: the characters read alike, position by position. */
function hanVariantCount(word: string): number {
  return [...word].reduce((sum, character) => sum + soundsAlike(character).length, 0)
}

/** Every word with one of `word`'s characters replaced by one read alike (模型 for 模形). */
function oneCharacterAway(word: string): string[] {
  const characters = [...word]
  return characters.flatMap((character, at) =>
    soundsAlike(character).map((other) =>
      [...characters.slice(0, at), other, ...characters.slice(at + 1)].join(''),
    ),
  )
}

/**
 * What each of a query's words may have meant, in order, within the query's
 * budget: a Latin word with one typo, a Chinese word of two to four
 * characters with one typed for another read alike (a pinyin keyboard's
 * usual slip). An empty list for a word that is not one to correct (too
 * short, too long, digits) or that comes after the budget is spent. The
 * work of a query is bounded before it starts, whatever it holds.
 */
export function typoVariants(words: readonly string[]): string[][] {
  let left = TYPO_BUDGET
  return words.map((word) => {
    if (HAN_WORD.test(word)) {
      const count = hanVariantCount(word)
      if (count === 0 || count > left) return []
      left -= count
      return oneCharacterAway(word)
    }
    if (!mayBeATypo(word) || variantsAtMost(word.length) > left) return []
    left -= variantsAtMost(word.length)
    return oneEditAway(word)
  })
}

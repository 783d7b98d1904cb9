import { stemmer } from 'stemmer'

/** A piece of text, marked when it is one of the words searched for. */
export type TextPart = { text: string; match: boolean }

const HAN_TERM = /^\p{Script=Han}+$/u
const LATIN_WORD = /^[a-z]+$/

/** Where in `text` the terms occur, as [start, end) ranges in order, merged. */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = []
  const latin = new Set(terms.filter((term) => !HAN_TERM.test(term)))
  for (const term of terms) {
    if (!HAN_TERM.test(term)) continue
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
      ranges.push([at, at + term.length])
    }
  }
  if (latin.size > 0) {
    // Words of letters and digits, compared as the index folds them.
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = match[0].toLowerCase()
      const folded = LATIN_WORD.test(word) ? stemmer(word) : word
      if (latin.has(folded) || latin.has(word))
        ranges.push([match.index, match.index + match[0].length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

function partsOf(text: string, ranges: [number, number][], from: number, to: number): TextPart[] {
  const parts: TextPart[] = []
  let at = from
  for (const [start, end] of ranges) {
    // A word cut by the snippet's edge is not marked: only a piece of it shows.
    if (end <= from || start >= to || start < from || end > to) continue
    if (start > at) parts.push({ text: text.slice(at, start), match: false })
    parts.push({ text: text.slice(Math.max(start, at), Math.min(end, to)), match: true })
    at = Math.min(end, to)
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false })
  return parts
}

/**
 * The terms a search marks in what it found: a single Chinese character is
 * never marked alone (it stands inside a longer word, as 新 in 新加坡).
 */
export function markedTerms(terms: readonly string[]): string[] {
  return terms.filter((term) => !(HAN_TERM.test(term) && [...term].length === 1))
}

/** A title with the words searched for marked. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  return partsOf(text, matchRanges(text, terms), 0, text.length)
}

/**
 * About `length` characters of `text` around the first place the terms
 * occur (from the start when they do not), with those words marked, and an
 * ellipsis where it is cut.
 */
export function snippet(text: string, terms: readonly string[], length = 120): TextPart[] {
  const flat = text.replace(/\s+/g, ' ').trim()
  const ranges = matchRanges(flat, terms)
  const first = ranges[0]?.[0] ?? 0
  // A little of what comes before the first match, for its context.
  let from = Math.max(0, Math.min(first - Math.floor(length / 4), flat.length - length))
  // Not in the middle of a Latin word.
  while (from > 0 && /\w/.test(flat[from - 1]!) && /\w/.test(flat[from]!)) from--
  const to = Math.min(flat.length, from + length)
  const parts = partsOf(flat, ranges, from, to)
  if (from > 0) parts.unshift({ text: '…', match: false })
  if (to < flat.length) parts.push({ text: '…', match: false })
  return parts
}

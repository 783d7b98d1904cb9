import { searchableTypes } from '../types'
import type { SearchKind } from './model'
import { queryWords, termsOf } from './terms'

/** The words visitors use for the company profile's sections. */
const profileWords = ['公司简介', '公司介绍', '关于我们', '企业简介', 'about', 'company', 'profile']

/** A word visitors use for a kind, and that kind: from the types' entries or an editor's list. */
export type KindWord = { word: string; kind: SearchKind }

/** The words each kind is called by, as the content types declare them. */
export const builtInKindWords: readonly KindWord[] = [
  ...searchableTypes.flatMap((type) => type.words.map((word) => ({ word, kind: type.kind }))),
  ...profileWords.map((word) => ({ word, kind: 'profile' as const })),
]

/**
 * The words of an editor's synonym entry ("实习, intern; 实习生"): split at
 * commas, semicolons, the Chinese list marks and line breaks, trimmed.
 */
export function wordsOfEntry(text: string): string[] {
  return text
    .split(/[,，;；、\n]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0 && word.length <= 40)
}

/** A word as a query's word is compared: its terms (stems for Latin), joined. */
function keyOf(text: string): string {
  return termsOf(text, 'query').join(' ')
}

/** What a query asks for: a kind named by one of its words, and the words left to search. */
export type QueryIntent = { kind: SearchKind | null; rest: string }

/**
 * The kind a query names, if it names exactly one (招聘, "hiring", "careers
 * in Singapore"), and the query without that word. A query naming none, or
 * two kinds ("news about events"), is searched as typed.
 */
export function intentOf(q: string, words: readonly KindWord[]): QueryIntent {
  const byKey = new Map<string, SearchKind>()
  for (const { word, kind } of words) {
    const key = keyOf(word)
    if (key && !byKey.has(key)) byKey.set(key, kind)
  }
  // The whole query first: a phrase of several words (关于我们, "about us").
  const whole = byKey.get(keyOf(q))
  if (whole) return { kind: whole, rest: '' }
  const parts = queryWords(q)
  const named = parts.flatMap((part, at) => {
    const kind = byKey.get(part.terms.join(' '))
    return kind ? [{ at, kind }] : []
  })
  const kinds = new Set(named.map((name) => name.kind))
  if (kinds.size !== 1) return { kind: null, rest: q }
  const at = new Set(named.map((name) => name.at))
  return {
    kind: named[0]!.kind,
    rest: parts
      .filter((_, index) => !at.has(index))
      .map((part) => part.text)
      .join(' '),
  }
}

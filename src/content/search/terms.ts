import { Jieba } from '@node-rs/jieba'
import { dict } from '@node-rs/jieba/dict.js'
import { stemmer } from 'stemmer'
import { siteWords } from './site-words'

/**
 * What the search index and a query are made of: terms, the same for both.
 * Chinese is cut into words by jieba's dictionary (docs/decisions/021): a
 * text is indexed by its words and the shorter words inside them (智算中心:
 * 智算, 中心, 智算中心), a query by its words. Other scripts are words of
 * letters and digits, folded to lower case; Latin words are reduced to their
 * stem (Porter), so "maps" finds "Map" and "retailers" "Retailer". Every
 * term is letters and digits only: nothing of a query reaches the database's
 * query syntax as anything but a quoted word.
 */

/** A run of Chinese characters, or of other letters and digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+/gu
const HAN = /^\p{Script=Han}/u
const LATIN_WORD = /^[a-z]+$/

/** Words too common to tell texts apart: left out of the index and of queries. */
const stopWords = new Set([
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'was',
  'with',
  // Chinese particles and conjunctions
  '的',
  '了',
  '和',
  '与',
  '及',
  '在',
  '是',
  '也',
  '都',
  '而',
  '之',
  '对',
  '把',
  '被',
  '等',
])

let jieba: Jieba | undefined

/** jieba with its dictionary and the site's own words (loaded once, about 0.3 s). */
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict)
    jieba.loadDict(new TextEncoder().encode(siteWords.map((word) => `${word} 2000`).join('\n')))
  }
  return jieba
}

/**
 * A text cut where its lines may break in a heading: between words, never
 * inside a Chinese one (智草植物大模型发布: 智草 植物 大模型 发布). The parts
 * hold every character of the text, in order.
 */
export function phrasesOf(text: string): string[] {
  if (!/\p{Script=Han}/u.test(text)) return [text]
  const parts = segmenter().cut(text, true)
  return parts.join('') === text ? parts : [text]
}

/** How a run of Chinese is cut: for the index (words and the words inside them), or for a query. */
export type ChineseCut = (run: string, purpose: 'index' | 'query') => string[]

/** jieba: the dictionary's words; unknown words found by its statistical model (HMM). */
export const jiebaCut: ChineseCut = (run, purpose) =>
  purpose === 'index' ? segmenter().cutForSearch(run, true) : segmenter().cut(run, true)

const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/** The platform's word breaker (ICU's dictionary): the same cut for the index and queries. */
export const segmenterCut: ChineseCut = (run) =>
  [...wordSegmenter.segment(run)].filter((part) => part.isWordLike).map((part) => part.segment)

/** Overlapping pairs of characters (a lone character as itself): no dictionary at all. */
export const bigramCut: ChineseCut = (run) => {
  const chars = [...run]
  if (chars.length < 2) return chars
  return chars.slice(1).map((char, index) => `${chars[index]}${char}`)
}

/** The ways of cutting Chinese compared in docs/decisions/021 (`npm run search:relevance`). */
export const chineseCuts = { jieba: jiebaCut, segmenter: segmenterCut, bigram: bigramCut } as const

let activeCut: ChineseCut = jiebaCut

/**
 * Makes the index and queries of this process cut Chinese another way: for
 * the relevance comparison only (the site always uses jieba).
 */
export function cutChineseWith(cut: keyof typeof chineseCuts): void {
  activeCut = chineseCuts[cut]
}

function foldLatin(word: string): string {
  return LATIN_WORD.test(word) ? stemmer(word) : word
}

/**
 * The term of a word of lower-case Latin letters, as `termsOf` gives it
 * (null for a stop word), without reading it as a text: a typo's many
 * variants are terms at a sixth of the cost.
 */
export function latinTerm(word: string): string | null {
  return stopWords.has(word) ? null : stemmer(word)
}

/** The terms of a text, in order, repeated as often as they occur. */
export function termsOf(
  text: string,
  purpose: 'index' | 'query',
  cut: ChineseCut = activeCut,
): string[] {
  const terms: string[] = []
  for (const [run] of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    if (HAN.test(run)) {
      for (const word of cut(run, purpose)) {
        const term = word.trim()
        if (term && !stopWords.has(term)) terms.push(term)
      }
    } else if (!stopWords.has(run) && (run.length > 1 || /\d/.test(run))) {
      terms.push(foldLatin(run))
    }
  }
  return terms
}

/** A query's words, each with its terms: every word must be found (one of its terms). */
export type QueryWord = { text: string; terms: string[] }

/** The words of a query, in order, without repeats. */
export function queryWords(query: string, cut: ChineseCut = activeCut): QueryWord[] {
  const words = new Map<string, QueryWord>()
  for (const [run] of query.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    const terms = termsOf(run, 'query', cut)
    if (HAN.test(run)) {
      for (const term of terms) words.set(term, { text: term, terms: [term] })
    } else if (terms[0]) {
      words.set(terms[0], { text: run, terms })
    }
  }
  return [...words.values()]
}

/**
 * A query without what looks like markup: a script or style element whole
 * (its code is not what a visitor looks for), other tags leaving their text.
 * `<script>alert(1)</script>` searches nothing; `<b>模型</b>` searches 模型.
 */
export function withoutMarkup(query: string): string {
  return query
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z][^>]*>?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

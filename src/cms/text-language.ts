import type { Locale } from '../i18n/locales'

const HAN = /\p{Script=Han}/gu
const LATIN = /\p{Script=Latin}/gu

type Node = { text?: unknown; children?: unknown }

/** The text of each block (paragraph, heading, list item) of a Lexical rich text. */
export function blocksOf(value: unknown): string[] {
  const root = (value as { root?: Node } | null)?.root
  if (!root || !Array.isArray(root.children)) return []
  const blocks: string[] = []
  const textOf = (node: Node): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as Node[]).map(textOf).join('')
        : ''
  const walk = (node: Node) => {
    const children = Array.isArray(node.children) ? (node.children as Node[]) : []
    // A block holds text directly (or through inline links); a list holds blocks.
    if (children.some((child) => typeof child.text === 'string')) blocks.push(textOf(node))
    else children.forEach(walk)
  }
  ;(root.children as Node[]).forEach(walk)
  return blocks.filter((block) => block.trim().length > 0)
}

const count = (value: string, script: RegExp) => value.match(script)?.length ?? 0

/**
 * Whether a text looks written in another language than the version it is
 * saved as: an English text mostly of Chinese characters (one character
 * counted as a word of four letters), or a Chinese text without any.
 */
function lineLooksOther(value: string, locale: Locale, minimum: number): boolean {
  const han = count(value, HAN)
  const latin = count(value, LATIN)
  if (locale === 'en') return han >= Math.max(2, minimum / 5) && han > latin / 4
  return han === 0 && latin >= Math.max(3, minimum)
}

/**
 * The part of a field's value that looks written in the other language, or
 * null: a plain text as a whole; in rich text, the first paragraph, heading
 * or list item that does (a Chinese sentence in the English body, an English
 * sentence of 20 letters or more in the Chinese one, where names and short
 * terms in Latin letters are common).
 */
export function otherLanguagePart(value: unknown, locale: Locale): string | null {
  if (typeof value === 'string') return lineLooksOther(value, locale, 0) ? value : null
  return blocksOf(value).find((block) => lineLooksOther(block, locale, 20)) ?? null
}

/** Whether a field's value (plain or rich text) looks written in the other language. */
export function looksLikeOtherLanguage(value: unknown, locale: Locale): boolean {
  return otherLanguagePart(value, locale) !== null
}

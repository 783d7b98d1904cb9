import type { Locale } from '../i18n/locales'

const HAN = /\p{Script=Han}/gu
const LATIN = /\p{Script=Latin}/gu

/**
 * Whether a text looks written in another language than the version it is
 * saved as: an English text mostly of Chinese characters (one character
 * counted as a word of four letters), or a Chinese text without any.
 */
export function looksLikeOtherLanguage(value: unknown, locale: Locale): boolean {
  if (typeof value !== 'string') return false
  const han = value.match(HAN)?.length ?? 0
  const latin = value.match(LATIN)?.length ?? 0
  if (locale === 'en') return han >= 2 && han > latin / 4
  return han === 0 && latin >= 3
}

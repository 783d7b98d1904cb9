import { createHash } from 'node:crypto'
import { isLocale, type Locale } from '../../i18n/locales'
import { siteRoots } from '../site-roots'
import { isItemKind, itemTypes, listCards, type ItemKind, type ListCardPage } from '../types'

/**
 * Share cards: the picture a page names as its `og:image`, drawn by the
 * server from the page's own text (src/app/cards). Its file name holds the
 * language, what it is for and a digest of what it shows, so that a card
 * never changes at its address: a changed title is a new address.
 */

/** The pages with a card of their own that are no type's list (those are the types'). */
export const sitePages = ['home', 'profile', 'search', 'not-found'] as const

/** The pages with a card of their own, besides the items with pages (articles, openings). */
export type CardPage = (typeof sitePages)[number] | ListCardPage
const cardPages: readonly CardPage[] = [...sitePages, ...listCards.map((card) => card.page)]

export type CardSubject = { kind: 'page'; page: CardPage } | { kind: ItemKind; id: number }

/** Where the cards are served. */
export const cardsRoot = siteRoots.cards.path

/**
 * Bumped when the cards' drawing changes, so that every card gets a new
 * address and networks fetch the new picture.
 */
const DESIGN = 1

/** A subject as its file names spell it: `page-faq`, `article-12`, `job-3`. */
export function subjectName(subject: CardSubject): string {
  return subject.kind === 'page' ? `page-${subject.page}` : `${subject.kind}-${subject.id}`
}

/** The digest of what a card shows (any JSON value), part of its address. */
export function cardDigest(shown: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, shown]))
    .digest('base64url')
    .slice(0, 16)
}

/** A card's address: `/cards/zh.article-12.<digest>.png`. */
export function cardHref(locale: Locale, subject: CardSubject, digest: string): string {
  return `${cardsRoot}/${locale}.${subjectName(subject)}.${digest}.png`
}

const fileName = new RegExp(
  `^([a-z]{2})\\.(?:page-([a-z-]+)|(${itemTypes.map((type) => type.kind).join('|')})-([1-9]\\d{0,9}))\\.([\\w-]{16})\\.png$`,
)

/** What a card's file name names, or null for any name no card has. */
export function parseCardFile(
  file: string,
): { locale: Locale; subject: CardSubject; digest: string } | null {
  const match = fileName.exec(file)
  if (!match) return null
  const [, locale, page, kind, id, digest] = match
  if (!isLocale(locale) || !digest) return null
  if (page !== undefined) {
    const known = cardPages.find((candidate) => candidate === page)
    return known ? { locale, subject: { kind: 'page', page: known }, digest } : null
  }
  const number = Number(id)
  if (!Number.isSafeInteger(number) || !isItemKind(kind)) return null
  return { locale, subject: { kind, id: number }, digest }
}

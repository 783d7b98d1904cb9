import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { loopbackOrigin } from '@/lib/loopback-origin'
import type { ShareCardContent } from '@/lib/share-card/draw'
import { drawCard } from '@/lib/share-card/drawer'
import {
  cardDigest,
  cardHref,
  parseCardFile,
  subjectName,
  type CardPage,
  type CardSubject,
} from '@/content/share-cards/model'
import { listCards, type ListCardPage } from '@/content/types'
import { keptFiles } from '@/lib/kept-files'
import { itemData } from './types'
import { LRUCache } from 'lru-cache'

/** What a card shows, short of its picture, which is named by its address. */
type CardSpec = Omit<ShareCardContent, 'picture'> & { picture?: string }

/** The hue of each page's art (an article's is its category's) and its text's catalogue entries. */
const pageCards: Record<CardPage, { hue: number; title: string; detail: string }> = {
  home: { hue: 230, title: 'metadata.title', detail: 'metadata.description' },
  profile: { hue: 248, title: 'profile.title', detail: 'profile.description' },
  search: { hue: 200, title: 'search.title', detail: 'search.intro' },
  'not-found': { hue: 18, title: 'notFound.title', detail: 'notFound.hint' },
  ...(Object.fromEntries(listCards.map((card) => [card.page, card])) as Record<
    ListCardPage,
    (typeof listCards)[number]
  >),
}

/** What the card of `subject` in `locale` shows; null when visitors cannot read it there. */
async function specOf(locale: Locale, subject: CardSubject): Promise<CardSpec | null> {
  const t = await getTranslations({ locale })
  const base = {
    lang: locale,
    brand: t('metadata.siteName'),
    footer: new URL(siteOrigin()).host,
  }
  if (subject.kind !== 'page') {
    const card = await itemData(subject.kind).card(locale, subject.id)
    return card && { ...base, ...card }
  }
  const card = pageCards[subject.page]
  return {
    ...base,
    title: t(card.title),
    detail: t(card.detail),
    art: { seed: subjectName(subject), hue: card.hue },
  }
}

/** A page's card as its metadata names it: its address (with the current digest) and size. */
export type ShareCard = { href: string; width: number; height: number; alt: string }

/** The card of `subject` in `locale`, or null when there is none for visitors. */
export async function getShareCard(
  locale: Locale,
  subject: CardSubject,
): Promise<ShareCard | null> {
  const spec = await specOf(locale, subject)
  if (!spec) return null
  return {
    href: cardHref(locale, subject, cardDigest(spec)),
    width: 1200,
    height: 630,
    alt: spec.title,
  }
}

/**
 * Cards drawn, by file name, kept for good beside the media (the name holds
 * a digest of what the card shows): a card is drawn once per version, by
 * one instance, whatever asks for it later (a crawler cycling the cards the
 * pages name used to redraw what a memory of 100 had let go).
 */
const store = keptFiles('cards')

async function draw(spec: CardSpec): Promise<Buffer> {
  let picture: Buffer | undefined
  if (spec.picture) {
    // The CMS's file, through the server itself: on its disk or in the bucket alike.
    const response = await fetch(new URL(spec.picture, loopbackOrigin()))
    if (response.ok) picture = Buffer.from(await response.arrayBuffer())
    else console.warn(`A share card drew its art: ${spec.picture} answered ${response.status}`)
  }
  return drawCard({ ...spec, picture })
}

/**
 * Cards are drawn one at a time per process, on the drawing thread
 * (lib/share-card/drawer.ts: a draw takes a core for half a second or more,
 * never the pages' thread), and at most this many wait: past it a card is
 * refused for now rather than queued, so that many new cards asked at once
 * (a crawler, a flood of the archive's ids) leave the other core to the pages.
 */
const WAITING_MAX = 16
let waiting = 0
let lastDraw: Promise<unknown> = Promise.resolve()

function drawInTurn(spec: CardSpec): Promise<Buffer> {
  waiting += 1
  const turn = lastDraw.then(() => draw(spec))
  lastDraw = turn.catch(() => undefined).finally(() => (waiting -= 1))
  return turn
}

type Kept = { png: Buffer; drawn: boolean }

/** Cards being read or drawn now, shared by the requests that ask for them meanwhile. */
const underWay = new Map<string, Promise<Kept | 'busy'>>()

/**
 * Cards answered lately, in memory: a card asked again is not read again,
 * and cards that could not be stored (a read-only folder, a bucket that
 * refuses writes) are not drawn again while they are here.
 */
const recent = new LRUCache<string, Buffer>({ max: 100 })

/**
 * The card `file` from the store, else drawn in turn and stored; `busy`
 * when it is not stored and too many cards are waiting to be drawn.
 */
function keptOrDrawn(file: string, spec: CardSpec): Promise<Kept | 'busy'> {
  const known = recent.get(file)
  if (known) return Promise.resolve({ png: known, drawn: false })
  const going = underWay.get(file)
  if (going) return going.then((card) => (card === 'busy' ? card : { ...card, drawn: false }))
  const card = store
    .read(file)
    .catch((error: unknown) => {
      console.warn('A share card could not be read from the store; drawing it', error)
      return null
    })
    .then(async (png): Promise<Kept | 'busy'> => {
      if (png) {
        recent.set(file, png)
        return { png, drawn: false }
      }
      if (waiting >= WAITING_MAX) return 'busy'
      const drawn = await drawInTurn(spec)
      recent.set(file, drawn)
      await store
        .write(file, drawn)
        .catch((error: unknown) => console.warn('A share card could not be stored', error))
      return { png: drawn, drawn: true }
    })
    .finally(() => underWay.delete(file))
  underWay.set(file, card)
  return card
}

export type CardImage =
  | { found: false }
  /** The address of an older version of the card: where the current one is. */
  | { found: true; moved: string }
  /** Too many cards are being drawn: ask again in a few seconds. */
  | { found: true; busy: true }
  | { found: true; png: Buffer; drawn: boolean }

/**
 * The card a file name asks for: drawn once per version and kept for good, the
 * current version's address for an older one, nothing for a name no card
 * has (nothing is drawn for it).
 */
export async function getCardImage(file: string): Promise<CardImage> {
  const named = parseCardFile(file)
  if (!named) return { found: false }
  const spec = await specOf(named.locale, named.subject)
  if (!spec) return { found: false }
  const digest = cardDigest(spec)
  if (digest !== named.digest) {
    return { found: true, moved: cardHref(named.locale, named.subject, digest) }
  }
  const card = await keptOrDrawn(file, spec)
  if (card === 'busy') return { found: true, busy: true }
  return { found: true, ...card }
}

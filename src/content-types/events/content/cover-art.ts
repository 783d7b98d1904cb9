import { coversRoot, type DrawnArt } from '@/content/drawn-covers'

/**
 * The art of an event without an uploaded cover (src/content/drawn-covers.ts):
 * the events' hue and a pattern seeded by its id, as its share card.
 */

/** The hue of the events' art: their covers, their cards, their list's card. */
export const eventsHue = 32

/** Bumped when the art's drawing changes, so that every drawn cover gets a new address. */
const DESIGN = 1

/** The seed and hue of an event's art (the seed spells the event as its share card does). */
export function eventArt(id: number): DrawnArt {
  return { seed: `event-${id}`, hue: eventsHue }
}

/** The address of an event's drawn cover: `/covers/event-12.1.svg`. */
export function eventCoverHref(id: number): string {
  return `${coversRoot}/event-${id}.${DESIGN}.svg`
}

const fileName = /^event-([1-9]\d{0,9})\.(\d+)\.svg$/

/** The art a drawn cover's file name stands for, or null for a name no event's cover has. */
export function eventCoverArt(file: string): DrawnArt | null {
  const match = fileName.exec(file)
  if (!match || Number(match[2]) !== DESIGN) return null
  return eventArt(Number(match[1]))
}

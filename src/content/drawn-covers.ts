import { siteRoots } from './site-roots'

/**
 * The covers drawn for items without an uploaded one (src/lib/generated-art.ts),
 * served as SVG under `coversRoot` (src/app/covers/[file]/route.ts). Each
 * type that draws them names its files (its content type's `cover`), so
 * that the file at an address never changes.
 */

/** Where the drawn covers are served. */
export const coversRoot = siteRoots.covers.path

/** A drawn cover's size: that of the covers editors upload. */
export const drawnCoverSize = { width: 1600, height: 900 } as const

/** What a drawn cover stands on: its seed and its hue. */
export type DrawnArt = { seed: string; hue: number }

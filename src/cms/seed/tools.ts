import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import type { CoverMotif } from './content/types'
import { coverFile, motifAlt, type CoverLayout } from './covers'

/**
 * What the launch content's seeds share: each content type seeds its own
 * items (its collection's `custom.seed`, in its folder) with these.
 */

/** Adds a type's launch items that are not there yet; how many it added. */
export type Seed = (payload: Payload, now: Date) => Promise<number>

// From the project root: this module also runs bundled inside the server.
const clipsDir = path.resolve(process.cwd(), 'src/cms/seed/assets/clips')

export const DAY_MS = 24 * 60 * 60 * 1000

/** The id of the item of `collection` seeded under `key`, if it is there (drafts too). */
export async function findSeeded(payload: Payload, collection: CollectionSlug, key: string) {
  const { docs } = await payload.find({
    collection,
    where: { seedKey: { equals: key } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  return docs[0]?.id
}

type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** An upload with alt text in both languages, created once per seed key. */
export async function uploadOnce(
  payload: Payload,
  seed: string,
  file: () => Promise<UploadFile>,
  alt: { zh: string; en: string },
) {
  const existing = await findSeeded(payload, 'media', seed)
  if (existing !== undefined) return existing
  const media = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: alt.zh, altInOtherLanguage: alt.en, seedKey: seed },
    file: await file(),
  })
  return media.id
}

/** A cover (or poster) drawn from its motif, uploaded once. */
export function drawnCover(
  payload: Payload,
  key: string,
  motif: CoverMotif,
  hue: number,
  layout?: CoverLayout,
) {
  return uploadOnce(
    payload,
    `cover:${key}`,
    () => coverFile(motif, hue, key, layout),
    motifAlt[motif],
  )
}

/** A clip of src/cms/seed/assets/clips, uploaded once. */
export function clipOnce(payload: Payload, file: string, alt: { zh: string; en: string }) {
  return uploadOnce(
    payload,
    `clip:${file}`,
    async () => {
      const data = await readFile(path.join(clipsDir, file))
      return { data, mimetype: 'video/mp4', name: file, size: data.length }
    },
    alt,
  )
}

import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { writtenIn } from '@/content/written-in'
import { cacheTags } from '@/content/cache-tags'
import { toClip, toImage, type SiteClip, type SiteImage } from '@/data/media'
import { cms } from '@/data/payload'

export type SiteVideo = {
  id: number
  title: string
  transcript: string
  poster: SiteImage | null
  clip: SiteClip | null
  url: string | null
  durationSeconds: number
}

/** The videos in `locale`, in the editors' order; each has a clip or an external URL. */
export async function readVideos(payload: Payload, locale: Locale): Promise<SiteVideo[]> {
  const result = await payload.find({
    collection: 'videos',
    locale,
    where: writtenIn(locale, ['title']),
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return result.docs
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      transcript: doc.transcript ?? '',
      poster: toImage(doc.poster),
      clip: toClip(doc.clip),
      url: doc.url || null,
      durationSeconds: doc.duration,
    }))
    .filter((video) => video.clip || video.url)
}

const cached = unstable_cache(
  async (locale: Locale) => readVideos(await cms(), locale),
  ['videos'],
  { tags: [cacheTags.videos, cacheTags.media] },
)

export function getVideos(locale: Locale): Promise<SiteVideo[]> {
  return cached(locale)
}

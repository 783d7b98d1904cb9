import type { Media } from '@/payload-types'
import type { SiteClip, SiteImage } from '@/content/media'

export type { SiteClip, SiteImage } from '@/content/media'

/** Maps an upload (or its id, when not populated) to the site's image type; null when unusable. */
export function toImage(media: Media | number | null | undefined): SiteImage | null {
  if (!media || typeof media === 'number' || !media.url || !media.width || !media.height) {
    return null
  }
  const srcSet = Object.values(media.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => ({ url: size.url, width: size.width }))
    .sort((a, b) => a.width - b.width)
  return {
    url: media.url,
    width: media.width,
    height: media.height,
    alt: media.alt ?? '',
    srcSet,
  }
}

export function toClip(media: Media | number | null | undefined): SiteClip | null {
  if (!media || typeof media === 'number' || !media.url || !media.mimeType?.startsWith('video/')) {
    return null
  }
  return { url: media.url, mimeType: media.mimeType }
}

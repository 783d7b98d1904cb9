/** An image as pages use it: the largest file, smaller WebP renditions for `srcset`, and alt text. */
export type SiteImage = {
  url: string
  width: number
  height: number
  alt: string
  srcSet: { url: string; width: number }[]
  /** Drawn by the site from its item's data (no upload): no rendition to crop from. */
  drawn?: true
}

/** A video clip file. */
export type SiteClip = { url: string; mimeType: string }

import type { SiteImage } from '@/content/media'

/**
 * An image from the CMS at the size it is shown: the WebP renditions in
 * `srcset`, `sizes` from the layout, intrinsic width and height (no layout
 * shift). Below the fold it loads lazily; the largest image above the fold
 * passes `priority`.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: SiteImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  const largest = image.srcSet.at(-1)?.url ?? image.url
  return (
    // The CMS already stores WebP renditions at the widths the site uses.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={largest}
      srcSet={image.srcSet.map((size) => `${size.url} ${size.width}w`).join(', ') || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}

import { qrHref } from '@/content/qr'

/**
 * A QR code of `text`, as an image file of the site's own (src/app/qr):
 * loaded when it nears the viewport, its square kept from the start.
 */
export function QrCode({
  text,
  label,
  size,
  className,
}: {
  text: string
  label: string
  /** Its width and height in CSS pixels. */
  size: number
  className?: string
}) {
  return (
    // A drawn SVG: nothing for an image optimiser to do.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={qrHref(text)}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

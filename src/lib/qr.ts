import { createHash } from 'node:crypto'
import QRCode from 'qrcode'

/** Codes already drawn, by text: the same few are asked for by every visitor. */
const drawn = new Map<string, Promise<string>>()
const MAX_KEPT = 50

/**
 * A scannable QR code for `text` as an SVG string, generated on the server
 * (no image from elsewhere). Medium error correction, quiet zone included.
 */
export function qrSvg(text: string): Promise<string> {
  let svg = drawn.get(text)
  if (!svg) {
    if (drawn.size >= MAX_KEPT) drawn.clear()
    svg = QRCode.toString(text, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0b1020', light: '#ffffff' },
    })
    // A failure is not kept: the next render tries again.
    svg.catch(() => drawn.delete(text))
    drawn.set(text, svg)
  }
  return svg
}

/**
 * The file name of the code of `text`: a digest of it, so the address of a
 * code never changes meaning (it can be cached for good) and names no text.
 */
export function qrFileName(text: string): string {
  return `${createHash('sha256').update(text).digest('base64url').slice(0, 22)}.svg`
}

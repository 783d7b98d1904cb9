import { qrFileName } from '@/lib/qr'
import { siteRoots } from './site-roots'

/** Where the QR codes are served (src/app/qr/[file]/route.ts). */
export const qrRoot = siteRoots.qr.path

/**
 * The address of the code of `text`. Pages show codes as images from here
 * rather than drawing them into the page: a code's SVG is 2 KB that
 * compresses poorly, and it would be in the HTML and again in the page's
 * payload.
 */
export function qrHref(text: string): string {
  return `${qrRoot}/${qrFileName(text)}`
}

import { getQrCodeTexts } from '@/data/site'
import { qrFileName, qrSvg } from '@/lib/qr'

/**
 * A QR code the pages show (`qrHref`), as an SVG file. The file name is a
 * digest of the address drawn, so a file never changes: browsers and CDNs
 * keep it for good. Only the addresses of the site settings are drawn; any
 * other name is not found.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const text = (await getQrCodeTexts()).find((candidate) => qrFileName(candidate) === file)
  if (!text) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(await qrSvg(text), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}

import { drawnCoverSize } from '@/content/drawn-covers'
import { drawnCoverArt } from '@/content/types'
import { artSvg } from '@/lib/generated-art'

/**
 * The cover of an item without an uploaded one (src/content/drawn-covers.ts),
 * as SVG of 1600 × 900. It is drawn from what its name holds (the type whose
 * name it is says what), reads nothing, and never changes at its address:
 * kept for good by browsers and CDNs. A name no drawn cover has is not found.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const art = drawnCoverArt((await params).file)
  if (!art) {
    return new Response('未找到。Not found.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const svg = artSvg({ ...art, ...drawnCoverSize })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // A picture, never a document: nothing in it runs, even opened on its own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

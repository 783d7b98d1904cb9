import { articleArt, drawnCoverSize, parseCoverFile } from '@/content-types/news/content/cover-art'
import { artSvg } from '@/lib/generated-art'

/**
 * The cover of an article without an uploaded one (src/content/news/cover-art.ts),
 * as SVG of 1600 × 900. It is drawn from the id and the category its name
 * holds, reads nothing, and never changes at its address: kept for good by
 * browsers and CDNs. A name no drawn cover has is not found.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const cover = parseCoverFile((await params).file)
  if (!cover) {
    return new Response('未找到。Not found.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const svg = artSvg({ ...articleArt(cover.id, cover.category), ...drawnCoverSize })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // A picture, never a document: nothing in it runs, even opened on its own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

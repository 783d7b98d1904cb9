import { getCardImage } from '@/data/share-cards'

const notFound = () =>
  new Response('未找到。Not found.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * A page's share card (src/content/share-cards/model.ts), as a PNG file of
 * 1200 × 630. Its name holds a digest of what it shows, so a file never
 * changes: kept for good by browsers, CDNs and networks. An older version's
 * name is sent on to the current one; a name no card has is not found, and
 * nothing is drawn for it; while many are being drawn, 503 for a few
 * seconds. `X-Share-Card` says whether this answer drew it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const card = await getCardImage(file)
  if (!card.found) return notFound()
  if ('busy' in card) {
    return new Response('稍后再试。Try again in a few seconds.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '5',
      },
    })
  }
  if ('moved' in card) {
    return new Response(null, {
      status: 307,
      headers: { Location: card.moved, 'Cache-Control': 'public, max-age=300' },
    })
  }
  return new Response(new Uint8Array(card.png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Share-Card': card.drawn ? 'drawn' : 'kept',
    },
  })
}

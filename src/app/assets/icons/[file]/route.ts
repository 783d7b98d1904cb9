import { iconSpriteFile } from '@/components/ui/icon-names'
import { iconSpriteSvg } from '@/components/ui/icon-sprite'

/**
 * The icons' sprite (`src/components/ui/icon-sprite.ts`), named after the
 * build: a file never changes, so browsers and CDNs keep it for good. While
 * instances of two builds answer side by side, a page of the other build
 * still gets its icons, kept only briefly. Any other name is not found.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const own = file === iconSpriteFile()
  if (!own && !/^[\w.-]{1,80}\.svg$/.test(file)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(iconSpriteSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': own ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  })
}

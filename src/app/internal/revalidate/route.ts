import { revalidateTag } from 'next/cache'
import { isInternalRequest, notInternal } from '@/lib/internal-routes'

const tagPattern = /^[a-z]{1,20}(:\d{1,12})?$/

/**
 * Revalidates cache tags for work that runs outside a request: scheduled
 * articles coming due and CMS changes made by background jobs. Only the server
 * itself knows the token.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return notInternal()
  const body: unknown = await request.json().catch(() => null)
  const tags =
    body && typeof body === 'object' && 'tags' in body && Array.isArray(body.tags)
      ? body.tags.filter((tag): tag is string => typeof tag === 'string' && tagPattern.test(tag))
      : []
  if (tags.length === 0 || tags.length > 100) {
    return Response.json({ error: 'Give 1 to 100 cache tags.' }, { status: 400 })
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}

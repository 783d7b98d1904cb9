import { buildId, buildTimestamp } from '@/lib/build-id'

/** The running build, polled by the client (`?t=` only defeats caches). */
export function GET() {
  return Response.json(
    { id: buildId, timestamp: buildTimestamp },
    { headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' } },
  )
}

export const dynamic = 'force-dynamic'

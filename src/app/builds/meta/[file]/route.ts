import { getRedirectRules } from '@/data/redirects'
import { buildId, buildTimestamp } from '@/lib/build-id'

/** The meta of the running build: its id, time and the editor-managed redirect rules. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (file !== `${buildId}.json`) {
    return Response.json({ error: 'Unknown build' }, { status: 404 })
  }
  return Response.json(
    { id: buildId, timestamp: buildTimestamp, redirects: await getRedirectRules() },
    { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  )
}

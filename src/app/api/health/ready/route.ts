import { databaseReachable } from '@/data/health'

/**
 * Readiness: the database answers a real read. 503 while it does not, so that
 * a load balancer sends visitors to another instance; never cached.
 */
export async function GET(): Promise<Response> {
  const ready = await databaseReachable()
  return Response.json(
    { status: ready ? 'ok' : 'unavailable', database: ready ? 'ok' : 'unavailable' },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** Liveness: the process answers. For load balancers and orchestrators; never cached. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}

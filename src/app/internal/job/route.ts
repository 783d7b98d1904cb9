import { getJob } from '@/data/jobs'
import { isLocale } from '@/i18n/locales'
import { parseId } from '@/lib/parse-id'

/**
 * Whether visitors can read a job opening in a language, for the proxy, which
 * answers the others with the 404 page before anything is rendered
 * (docs/decisions/002): `{ "readable": true | false }`, or 503 when the
 * openings cannot be read now.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const id = parseId(params.get('id'))
  if (!isLocale(locale) || id === null) return Response.json({ readable: false }, { headers })
  try {
    return Response.json({ readable: (await getJob(locale, id)) !== null }, { headers })
  } catch (error) {
    console.error('Could not read the job openings', error)
    return Response.json({ error: 'unavailable' }, { status: 503, headers })
  }
}

import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import type { RedirectRule } from '@/lib/build-update'
import { redirectHosts, siteOrigin } from '@/lib/env'
import { isAllowedRedirect } from '@/lib/server-redirects'
import { cacheTags } from '@/content/cache-tags'
import { cms } from './payload'

/**
 * The editors' redirect rules, applied by the server and published in the
 * build meta; a rule to a host that is not (or no longer) configured is left
 * out.
 */
export async function readRedirectRules(payload: Payload): Promise<RedirectRule[]> {
  const result = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    sort: 'from',
    overrideAccess: false,
  })
  return result.docs
    .filter((doc) => isAllowedRedirect(doc.to, siteOrigin(), redirectHosts()))
    .map((doc) => ({ from: doc.from, to: doc.to, permanent: Boolean(doc.permanent) }))
}

const cached = unstable_cache(async () => readRedirectRules(await cms()), ['redirects'], {
  tags: [cacheTags.redirects],
})

export function getRedirectRules(): Promise<RedirectRule[]> {
  return cached()
}

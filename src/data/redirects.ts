import 'server-only'
import type { RedirectRule } from '@/lib/build-update'

/**
 * Editor-managed redirect rules, published in the build meta for client
 * navigation. The redirects collection does not exist yet, so there are none.
 */
export function getRedirectRules(): Promise<RedirectRule[]> {
  return Promise.resolve([])
}

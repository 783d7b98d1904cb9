import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { ContentCollection } from '@/content/types'
import { sharedPreviewOpens } from '@/cms/collections/preview-links'
import { siteHeaders } from '@/lib/request-headers'

/** The CMS client. Only modules of src/data call it. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * A document's latest draft in `locale` (no other language filled in), read
 * as the CMS user signed in through `headers`: what an editor's preview
 * shows; or, for a reviewer without an account, as the shared preview link
 * whose token the proxy passed on allows (cms/collections/preview-links.ts).
 * Null for other visitors and unknown ids. Never cached.
 */
export async function readLatestDraft<C extends ContentCollection>(
  payload: Payload,
  collection: C,
  {
    locale,
    id,
    headers,
    depth = 0,
  }: { locale: Locale; id: number; headers: Headers; depth?: number },
) {
  const { user } = await payload.auth({ headers })
  const shared =
    !user &&
    (await sharedPreviewOpens(payload, headers.get(siteHeaders.previewToken), {
      collection,
      item: id,
      locale,
    }))
  if (!user && !shared) return null
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    where: { id: { equals: id } },
    draft: true,
    limit: 1,
    depth,
    // The link opens this one draft as its editors see it.
    overrideAccess: Boolean(shared),
    ...(user ? { user } : {}),
  })
  return result.docs[0] ?? null
}

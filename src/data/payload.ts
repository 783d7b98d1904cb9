import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { ContentCollection } from '@/content/types'

/** The CMS client. Only modules of src/data call it. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * A document's latest draft in `locale` (no other language filled in), read
 * as the CMS user signed in through `headers`: what an editor's preview
 * shows. Null for visitors (no signed-in user) and unknown ids. Never cached.
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
  if (!user) return null
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    where: { id: { equals: id } },
    draft: true,
    limit: 1,
    depth,
    overrideAccess: false,
    user,
  })
  return result.docs[0] ?? null
}

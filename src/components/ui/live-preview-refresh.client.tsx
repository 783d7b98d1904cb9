'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined
/** The page's origin when it is shown in a frame; null outside one, and on the server. */
const framedOrigin = () => (window.parent !== window ? window.location.origin : null)

/**
 * In an editor's preview shown beside the admin's form (its live preview,
 * a frame of the same site), shows each save at once: the admin tells the
 * frame, which renders the page again with the saved draft. Outside that
 * frame it does nothing.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(unchanging, framedOrigin, () => null)
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}

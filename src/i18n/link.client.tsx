'use client'

import { useSyncExternalStore, type ComponentProps } from 'react'
import { allowsPrefetch, type ConnectionInfo } from '@/lib/connection'
import { base } from './base-navigation'

type NetworkConnection = NonNullable<ConnectionInfo> & EventTarget

function connection(): NetworkConnection | undefined {
  return (navigator as Navigator & { connection?: NetworkConnection }).connection
}

function subscribe(onChange: () => void): () => void {
  const current = connection()
  current?.addEventListener?.('change', onChange)
  return () => current?.removeEventListener?.('change', onChange)
}

/**
 * The localized Link with the site's prefetch policy: Next's viewport
 * prefetching, except on data-saving or 2g connections (docs/decisions/004).
 */
export function Link(props: ComponentProps<typeof base.Link>) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => allowsPrefetch(connection()),
    () => false,
  )
  return <base.Link {...props} prefetch={allowed ? props.prefetch : false} />
}

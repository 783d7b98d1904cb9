'use client'

// The one place that uses next/link: everything else links through here.
import NextLink from 'next/link'
import { useSyncExternalStore, type ComponentProps } from 'react'
import { allowsPrefetch, type ConnectionInfo } from '@/lib/connection'
import { useLocale } from './locale-context.client'
import type { Locale } from './locales'
import { localizedPath, type Href } from './paths'

type NetworkConnection = NonNullable<ConnectionInfo> & EventTarget

function connection(): NetworkConnection | undefined {
  return (navigator as Navigator & { connection?: NetworkConnection }).connection
}

function subscribe(onChange: () => void): () => void {
  const current = connection()
  current?.addEventListener?.('change', onChange)
  return () => current?.removeEventListener?.('change', onChange)
}

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href
  locale?: Locale
}

/**
 * A link to a page of the site in the current (or given) language, with the
 * site's prefetch policy: Next's viewport prefetching, except on data-saving
 * or 2g connections (docs/decisions/004).
 */
export function Link({ href, locale, prefetch, ...rest }: Props) {
  const current = useLocale()
  const allowed = useSyncExternalStore(
    subscribe,
    () => allowsPrefetch(connection()),
    () => false,
  )
  return (
    <NextLink
      href={localizedPath(href, locale ?? current)}
      prefetch={allowed ? prefetch : false}
      {...rest}
    />
  )
}

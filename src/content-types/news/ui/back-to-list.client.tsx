'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { listQueryKey } from './list-state'

function storedQuery(): string {
  try {
    return sessionStorage.getItem(listQueryKey) ?? ''
  } catch {
    return ''
  }
}

const subscribe = () => () => {}

/** A link to the news list, with the filters the visitor last used there. */
export function BackToList({ className, children }: { className?: string; children: ReactNode }) {
  const query = useSyncExternalStore(subscribe, storedQuery, () => '')
  return (
    <Link href={query ? `/news?${query}` : '/news'} className={className}>
      {children}
    </Link>
  )
}

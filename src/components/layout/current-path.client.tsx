'use client'

import { usePathname } from 'next/navigation'
import { displayPath } from '@/lib/display-path'

/** The requested path, for a 404 raised by a page (the server does not know it there). */
export function CurrentPath() {
  return <>{displayPath(usePathname())}</>
}

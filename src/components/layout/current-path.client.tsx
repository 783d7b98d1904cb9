'use client'

import { usePathname } from 'next/navigation'

/**
 * The requested path, as the visitor typed it. A client leaf so that the 404
 * boundary (rendered with every page) does not make pages dynamic; it is still
 * server-rendered for the 404 response itself.
 */
export function CurrentPath() {
  const pathname = usePathname()
  let shown = pathname
  try {
    shown = decodeURIComponent(pathname)
  } catch {
    // Not valid percent-encoding: show it as received.
  }
  return <span className="break-all">{shown.slice(0, 200)}</span>
}

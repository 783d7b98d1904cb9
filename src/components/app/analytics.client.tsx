'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { sendPageView } from '@/lib/analytics'

/** Sends a `show` event per page view when analytics is on (see lib/analytics). */
export function Analytics({ endpoint, siteName }: { endpoint: string | null; siteName: string }) {
  const pathname = usePathname()
  useEffect(() => {
    if (!endpoint) return
    sendPageView({ endpoint, siteName, url: window.location.href })
  }, [endpoint, siteName, pathname])
  return null
}

'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { isChunkLoadError } from '@/lib/build-update'
import { reloadKeepingPlace } from './page-reload'

/**
 * What an error boundary does about `error`. A code chunk that failed to
 * load (a navigation into a part of the site whose file did not arrive)
 * loads the page anew at once, where the visitor is, at most once in 10 s
 * (`reloading` until it does); then the boundary shows, and its retry loads
 * the page again. A page's own error state (no `reset`) is loaded again too.
 * Any other boundary's retry asks the server for the page again and lets it
 * replace the boundary (`reset` alone re-renders what failed).
 */
export function useErrorRecovery(error: unknown, reset?: () => void) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const chunk = isChunkLoadError(error)
  // Decided once, as the boundary first shows (only ever in the browser:
  // chunks load there): the page load it starts replaces this page.
  const [reloading] = useState(() => chunk && reloadKeepingPlace())
  const retry = () => {
    // Outside a boundary (a page's own error state), or when code is
    // missing: the page is loaded again. A page the server answered with an
    // error state stands under another route than the page it becomes
    // (src/routing/site-route.ts); refreshed in place, the router could keep
    // the error state waiting for the new route's code.
    if (chunk || !reset) {
      window.location.reload()
      return
    }
    startTransition(() => {
      router.refresh()
      reset?.()
    })
  }
  return { reloading, pending, retry }
}

'use client'

import { useState } from 'react'
import { isChunkLoadError } from '@/lib/build-update'
import { reloadKeepingPlace } from './page-reload'

/**
 * What an error screen or state does about `error`. A code chunk that failed
 * to load (a navigation into a part of the site whose file did not arrive)
 * loads the page anew at once, where the visitor was going, at most once in
 * 10 s (`reloading` until it does). Otherwise the screen shows, and its retry
 * loads the page again: asked again in place, the router could keep showing
 * the error while the page's own route and code loaded (a page the server
 * answered with an error state stands under another route than the page it
 * becomes, src/routing/site-route.ts), and re-rendering a failed render from
 * the same state fails again.
 */
export function useErrorRecovery(error?: unknown) {
  const chunk = isChunkLoadError(error)
  // Decided once, as the screen first shows (only ever in the browser:
  // chunks load there): the page load it starts replaces this page.
  const [reloading] = useState(() => chunk && reloadKeepingPlace())
  const retry = () => window.location.reload()
  return { reloading, retry }
}

'use client'

import { useEffect, useEffectEvent } from 'react'
import { useRouter } from 'next/navigation'
import { buildId, buildTimestamp } from '@/lib/build-id'
import {
  BUILD_POLL_INTERVAL_MS,
  findRedirect,
  isChunkLoadError,
  isExternalTarget,
  isNewerBuild,
  latestPath,
  META_FETCH_DELAY_MS,
  metaPath,
  type BuildInfo,
  type BuildMeta,
  type RedirectRule,
} from '@/lib/build-update'
import { http } from '@/lib/fetch'
import { notify } from '@/lib/toast'
import { guardedReload, noteNavigation, reloadKeepingPlace, restoreScroll } from './page-reload'

/** What the notifications say (from the catalogues: no i18n runtime in the browser). */
export type BuildUpdateTexts = {
  newVersion: { title: string; description: string }
  loadFailed: { title: string; description: string }
}

/**
 * The client side of the build-update protocol: fetches this build's meta
 * (editor redirects) 1 s after load, polls the latest build hourly, turns the
 * next navigation into a full page load once a newer build answers (and says
 * so, once), and reloads (keeping URL and scroll) when a code chunk fails to
 * load — or, when that reload did not help, says that part of the page failed.
 */
export function BuildUpdate({ texts }: { texts: BuildUpdateTexts }) {
  const router = useRouter()
  // The texts of the latest render, without restarting the checks.
  const announce = useEffectEvent((what: keyof BuildUpdateTexts) => {
    notify(what === 'newVersion' ? 'info' : 'error', texts[what].title, texts[what].description)
  })

  useEffect(() => {
    let stale = false
    let redirects: readonly RedirectRule[] = []

    const metaTimer = setTimeout(() => {
      http<BuildMeta>(metaPath(buildId))
        .then((meta) => {
          redirects = meta.redirects
        })
        .catch((error: unknown) => console.warn('build meta unavailable', error))
    }, META_FETCH_DELAY_MS)

    const check = () => {
      http<BuildInfo>(latestPath, { query: { t: Date.now() } })
        .then((latest) => {
          if (stale || !isNewerBuild(latest, { id: buildId, timestamp: buildTimestamp })) return
          stale = true
          announce('newVersion')
        })
        .catch((error: unknown) => console.warn('build check failed', error))
    }
    const poll = setInterval(check, BUILD_POLL_INTERVAL_MS)

    // Capture phase on the document runs before React's own click handling.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      if (anchor.target && anchor.target !== '_self') return
      if (anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search
      if (samePage && url.hash) return

      const rule = findRedirect(redirects, url.pathname)
      if (rule) {
        event.preventDefault()
        event.stopPropagation()
        if (isExternalTarget(rule.to)) window.location.assign(rule.to)
        else router.push(rule.to)
        return
      }
      if (stale && guardedReload(url.href)) {
        event.preventDefault()
        event.stopPropagation()
        return
      }
      noteNavigation(url.href)
    }
    document.addEventListener('click', onClick, true)

    const reloadOnChunkError = (error: unknown) => {
      if (!isChunkLoadError(error)) return
      if (!reloadKeepingPlace()) announce('loadFailed')
    }
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)

    restoreScroll()

    return () => {
      clearTimeout(metaTimer)
      clearInterval(poll)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [router])

  return null
}

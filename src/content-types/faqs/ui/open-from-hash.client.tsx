'use client'

import { useEffect } from 'react'

/**
 * Opens the question a link points at (`/faq#faq-3`) and brings it into view,
 * on arrival and when the hash changes in the page.
 */
export function OpenFromHash() {
  useEffect(() => {
    const open = () => {
      let id: string
      try {
        id = decodeURIComponent(window.location.hash.slice(1))
      } catch {
        return
      }
      const target = id ? document.getElementById(id) : null
      if (!(target instanceof HTMLDetailsElement)) return
      target.open = true
      target.scrollIntoView({ block: 'start' })
      target.querySelector('summary')?.focus({ preventScroll: true })
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
  return null
}

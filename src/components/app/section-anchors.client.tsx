'use client'

import { useEffect } from 'react'

/** Set on `<html>` once a link to a section of a page is followed. */
export const anchoringAttribute = 'data-anchoring'

/**
 * Links to a section of a page (`/#videosay`) land on it. The home page's
 * sections are laid out only near the viewport (`content-visibility: auto`),
 * so the position of a section further down is an estimate until then, and
 * a scroll to it lands where the estimate says. From the first click on such
 * a link, the sections are laid out for real (globals.css), before the page
 * scrolls, so the section's heading ends up just below the header.
 */
export function SectionAnchors() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]')
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      if (link.hash.length > 1) document.documentElement.setAttribute(anchoringAttribute, '')
    }
    // Before the link's own handler, which starts the navigation.
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}

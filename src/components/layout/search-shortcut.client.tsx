'use client'

import { useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { searchPath } from '@/content/search/routes'

/** Where typing `/` would be text, not the shortcut. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'

/**
 * The `/` key opens the search, as on most sites with one: the field of the
 * results page when it is there, else the results page. Not while typing in
 * a field, nor with a modifier key.
 */
export function SearchShortcut() {
  const router = useRouter()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || (event.target as Element | null)?.closest?.(TYPING)) return
      event.preventDefault()
      const field = document.getElementById('search-page-field')
      if (field instanceof HTMLInputElement) field.focus()
      else router.push(searchPath)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [router])
  return null
}

'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * A click dropdown: open state, and while open, focus on its first item
 * (`firstItem`, a selector inside the root), closing on an outside pointer
 * press and on Escape, which gives focus back to the button.
 */
export function useDropdown<Root extends HTMLElement>(firstItem: string) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<Root>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    rootRef.current?.querySelector<HTMLElement>(firstItem)?.focus()
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, firstItem])

  return { open, setOpen, rootRef, buttonRef }
}

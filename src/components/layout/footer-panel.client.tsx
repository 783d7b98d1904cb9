'use client'

import { useId, useState, type ReactNode } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons'

/**
 * A footer column: a plain heading on desktop, a collapsible panel (a button
 * with aria-expanded) below the desktop breakpoint.
 */
export function FooterPanel({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="border-b border-night-line desktop:border-0">
      <h2 className="text-sm font-bold text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between text-left desktop:hidden"
        >
          {title}
          <ChevronDownIcon
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </button>
        <span className="hidden desktop:block">{title}</span>
      </h2>
      <div
        id={id}
        className={`${open ? 'block' : 'hidden'} pb-4 desktop:mt-4 desktop:block desktop:pb-0`}
      >
        {children}
      </div>
    </div>
  )
}

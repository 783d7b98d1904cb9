'use client'

import { useId } from 'react'
import { useDropdown } from '@/components/ui/use-dropdown'
import { Link, usePathname } from '@/i18n/navigation'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { activeNavKey, type ResolvedNavItem } from './nav-items'

/**
 * The menu below the desktop breakpoint: a button opens a dropdown of the
 * header items (without submenus). It closes on an outside click, on choosing
 * an item and on Escape, which returns focus to the button. Without
 * JavaScript it opens while the button or one of its links has the focus.
 */
export function MobileMenu({
  items,
  label,
  openLabel,
  closeLabel,
}: {
  items: ResolvedNavItem[]
  label: string
  openLabel: string
  closeLabel: string
}) {
  const { open, setOpen, rootRef, buttonRef } = useDropdown<HTMLDivElement>('nav a')
  const panelId = useId()
  const pathname = usePathname()
  const active = activeNavKey(pathname)

  return (
    <div ref={rootRef} className="desktop:hidden" data-mobile-menu-root>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <nav
        id={panelId}
        aria-label={label}
        // A class, not the hidden attribute: without JavaScript the menu is
        // shown while it has the focus (site-document.tsx's noscript style).
        data-mobile-menu
        className={`absolute inset-x-0 top-full border-b border-line bg-surface shadow-pop ${open ? '' : 'hidden'}`}
      >
        <ul className="container-page py-2">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                onClick={() => setOpen(false)}
                aria-current={active === item.key && !item.href.hash ? 'page' : undefined}
                className="flex min-h-12 items-center border-b border-line/60 pl-6 text-base text-ink-soft last:border-0 aria-[current=page]:font-bold aria-[current=page]:text-brand"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import { ChevronDownIcon } from '@/components/ui/icons'
import { activeNavKey, type ResolvedNavChild, type ResolvedNavItem } from './nav-items'

/** Hover intent: open after 150 ms, close 100 ms after the pointer leaves. */
export const SUBMENU_OPEN_DELAY_MS = 150
export const SUBMENU_CLOSE_DELAY_MS = 100

const itemClass = 'nav-item'

export function HeaderNav({
  items,
  label,
  newTabLabel,
}: {
  items: ResolvedNavItem[]
  label: string
  newTabLabel: string
}) {
  const pathname = usePathname()
  const active = activeNavKey(pathname)
  return (
    <nav aria-label={label} className="hidden desktop:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.key} className="relative">
            {item.children ? (
              <SubmenuItem item={item} current={active === item.key} newTabLabel={newTabLabel} />
            ) : (
              <Link
                href={item.href}
                className={itemClass}
                aria-current={active === item.key && !item.href.hash ? 'page' : undefined}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SubmenuItem({
  item,
  current,
  newTabLabel,
}: {
  item: ResolvedNavItem
  current: boolean
  newTabLabel: string
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Focus returned to the trigger by Escape must not reopen the submenu.
  const closedByEscape = useRef(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLElement>(null)
  const menuId = useId()
  const children = item.children ?? []

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), delay)
  }
  const now = (next: boolean) => {
    clearTimeout(timer.current)
    setOpen(next)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  // How the last press on this item was made: a tap on a touch screen has no
  // hover to open the submenu, so the first tap on the link opens it.
  const pointerType = useRef('')
  // A tap elsewhere closes it (a touch screen may not move the focus).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) now(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const menuLinks = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menu"] a') ?? [])

  const focusLink = (index: number) => {
    const links = menuLinks()
    if (links.length === 0) return
    links[(index + links.length) % links.length]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    pointerType.current = ''
    const links = menuLinks()
    const inMenu = links.includes(document.activeElement as HTMLElement)
    const index = links.indexOf(document.activeElement as HTMLElement)
    switch (event.key) {
      case 'Escape':
        if (open) {
          event.preventDefault()
          now(false)
          closedByEscape.current = true
          triggerRef.current?.focus()
          closedByEscape.current = false
        }
        break
      case 'ArrowDown':
        event.preventDefault()
        now(true)
        requestAnimationFrame(() => focusLink(inMenu ? index + 1 : 0))
        break
      case 'ArrowUp':
        event.preventDefault()
        now(true)
        requestAnimationFrame(() => focusLink(inMenu ? index - 1 : -1))
        break
      case 'Home':
        if (inMenu) {
          event.preventDefault()
          focusLink(0)
        }
        break
      case 'End':
        if (inMenu) {
          event.preventDefault()
          focusLink(-1)
        }
        break
      case ' ':
      case 'Enter':
        // On the trigger, Space (and Enter on a button) opens the submenu;
        // Enter on a link follows it.
        if (
          event.target === triggerRef.current &&
          (event.key === ' ' || triggerRef.current?.tagName === 'BUTTON')
        ) {
          event.preventDefault()
          now(true)
        }
        break
    }
  }

  const triggerProps = {
    'aria-expanded': open,
    'aria-controls': menuId,
    'aria-haspopup': 'menu' as const,
    className: itemClass,
  }

  return (
    <div
      ref={rootRef}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType
      }}
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, SUBMENU_OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, SUBMENU_CLOSE_DELAY_MS)}
      onFocus={(event) => {
        // Keyboard focus opens the menu; a mouse click is handled by onClick.
        if (!closedByEscape.current && event.target.matches(':focus-visible')) now(true)
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) now(false)
      }}
      onKeyDown={onKeyDown}
      data-nav-item={item.key}
    >
      {item.key === 'models' ? (
        <Link
          href={item.href}
          ref={triggerRef as React.Ref<HTMLAnchorElement>}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            // A tap opens the submenu; a second tap, or its first item, goes on.
            if (pointerType.current === 'mouse' || pointerType.current === '' || open) return
            event.preventDefault()
            now(true)
          }}
          {...triggerProps}
        >
          {item.label}
          <ChevronDownIcon
            width={16}
            height={16}
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </Link>
      ) : (
        <button
          type="button"
          ref={triggerRef as React.Ref<HTMLButtonElement>}
          onClick={() => now(!open)}
          // The page is under this menu (the profile and its tabs).
          aria-current={current ? 'page' : undefined}
          {...triggerProps}
          className={`${itemClass} ${current ? 'text-brand' : ''}`}
        >
          {item.label}
          <ChevronDownIcon
            width={16}
            height={16}
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </button>
      )}
      {/* A class, not the hidden attribute: without JavaScript the menu is shown
          while pointed at or focused (site-document.tsx's noscript style). */}
      <ul
        id={menuId}
        role="menu"
        aria-label={item.label}
        className={`popover left-0 ${open ? '' : 'hidden'}`}
      >
        {children.map((child) => (
          <li key={child.key} role="none">
            <SubmenuLink child={child} newTabLabel={newTabLabel} onChoose={() => now(false)} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function SubmenuLink({
  child,
  newTabLabel,
  onChoose,
}: {
  child: ResolvedNavChild
  newTabLabel: string
  onChoose: () => void
}) {
  const className = 'menu-item'
  if (child.external !== undefined) {
    return (
      <a
        role="menuitem"
        href={child.external}
        target="_blank"
        rel="noopener"
        className={className}
        onClick={onChoose}
      >
        {child.label}
        <span className="sr-only">{` ${newTabLabel}`}</span>
      </a>
    )
  }
  return (
    <Link role="menuitem" href={child.href} className={className} onClick={onChoose}>
      {child.label}
    </Link>
  )
}

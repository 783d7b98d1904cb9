'use client'

import { Suspense, useId, useState, type ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'
import { useDropdown } from '@/components/ui/use-dropdown'
import { useLocale, usePathname, useServerHref } from '@/i18n/navigation'
import { sectionOf } from '@/content/types'
import { localizedPath } from '@/i18n/paths'
import { languageLinkHref, withAddressQuery } from '@/routing/address-query'
import { htmlLang, localeCookie, localeNames, locales, type Locale } from '@/i18n/locales'
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons'

/** Writes the locale cookie: the only place that does (365 days, Lax, path /). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAgeSeconds}; path=${localeCookie.path}; samesite=${localeCookie.sameSite}`
}

/**
 * The page to open in `locale`: the same one, unless its hreflang links say it
 * has no version in that language (an article written in one language only),
 * then its section's list.
 */
function pathIn(locale: Locale, pathname: string): string {
  const declared = document.head.querySelectorAll('link[rel="alternate"][hreflang]')
  const missing =
    declared.length > 0 &&
    !document.head.querySelector(`link[rel="alternate"][hreflang="${locale}"]`)
  return missing
    ? sectionOf(pathname)
    : `${pathname}${window.location.search}${window.location.hash}`
}

/**
 * The link of the server's HTML, for a visitor without JavaScript: the
 * route's own query (news filters, profile tab) with what the address adds
 * (the search's words, the openings' filters) where the server knows it: on a
 * page drawn per request, as search is. A page served from cache cannot know
 * it: there the link is marked, and the proxy completes it from the page it
 * was followed from (src/routing/address-query.ts).
 */
function LinkWithQuery({
  serverHref,
  render,
}: {
  serverHref: string
  render: (href: string) => ReactNode
}) {
  return render(withAddressQuery(serverHref, useSearchParams().toString()))
}

/**
 * A click dropdown listing the other locales by their own names. Choosing one
 * stores it and opens the same page, query and hash in that language (or the
 * section's list when the page has no version in it). Without JavaScript the
 * menu opens while it has the focus (the button clicked or tabbed to).
 */
export function LocaleSwitcher({ label }: { label: string }) {
  const current = useLocale()
  const pathname = usePathname()
  // The server's HTML links to the same filters, tab and search (a visitor
  // without JavaScript follows it); once it runs, the target is read from
  // the address when the menu opens.
  const serverHref = useServerHref()
  const { open, setOpen, rootRef, buttonRef } = useDropdown<HTMLDivElement>('[role="menu"] a')
  const listId = useId()
  const others = locales.filter((locale) => locale !== current)
  // The links' targets as the page declares them, read when the menu opens.
  const [targets, setTargets] = useState<Partial<Record<Locale, string>>>({})
  const toggle = () => {
    if (!open) setTargets(Object.fromEntries(others.map((l) => [l, pathIn(l, pathname)])))
    setOpen((value) => !value)
  }

  const choose = (locale: Locale) => {
    writeLocaleCookie(locale)
    setOpen(false)
    // A new document, as every text of the page changes: the client router,
    // back at the address a document was first loaded at, gave it its hash
    // twice (`#missing#missing`, one switch in three).
    window.location.assign(localizedPath(pathIn(locale, pathname), locale))
  }

  const link = (locale: Locale, href: string) => (
    <a
      role="menuitem"
      href={localizedPath(targets[locale] ?? href, locale)}
      hrefLang={htmlLang[locale]}
      lang={htmlLang[locale]}
      onClick={(event) => {
        event.preventDefault()
        choose(locale)
      }}
      className="flex min-h-11 items-center rounded-control px-3 text-sm text-ink-soft hover:bg-brand-soft hover:text-brand"
    >
      {localeNames[locale]}
    </a>
  )

  return (
    <div ref={rootRef} className="relative" data-menu>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-control px-2.5 text-sm text-ink-soft hover:bg-canvas"
      >
        <GlobeIcon />
        <span lang={htmlLang[current]} className="max-sm:sr-only">
          {localeNames[current]}
        </span>
        <span className="sr-only">{label}</span>
        <ChevronDownIcon width={16} height={16} className="max-sm:hidden" />
      </button>
      <ul
        id={listId}
        role="menu"
        aria-label={label}
        // A class, not the hidden attribute: without JavaScript the menu is
        // shown while it has the focus (site-document.tsx's noscript style).
        className={`popover right-0 mt-1 ${open ? '' : 'hidden'}`}
      >
        {others.map((locale) => (
          <li key={locale} role="none">
            <Suspense fallback={link(locale, languageLinkHref(serverHref))}>
              <LinkWithQuery render={(href) => link(locale, href)} serverHref={serverHref} />
            </Suspense>
          </li>
        ))}
      </ul>
    </div>
  )
}

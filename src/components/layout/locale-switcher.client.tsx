'use client'

import { useId } from 'react'
import { useDropdown } from '@/components/ui/use-dropdown'
import { useLocale, usePathname, useRouter } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { htmlLang, localeCookie, localeNames, locales, type Locale } from '@/i18n/locales'
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons'

/** Writes the locale cookie: the only place that does (365 days, Lax, path /). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAgeSeconds}; path=${localeCookie.path}; samesite=${localeCookie.sameSite}`
}

/**
 * A click dropdown listing the other locales by their own names. Choosing one
 * stores it and opens the same page, query and hash in that language.
 */
export function LocaleSwitcher({ label }: { label: string }) {
  const current = useLocale()
  const pathname = usePathname()
  const router = useRouter()
  const { open, setOpen, rootRef, buttonRef } = useDropdown<HTMLDivElement>('[role="menu"] a')
  const listId = useId()
  const others = locales.filter((locale) => locale !== current)

  const choose = (locale: Locale) => {
    writeLocaleCookie(locale)
    setOpen(false)
    router.push(`${pathname}${window.location.search}${window.location.hash}`, { locale })
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-1.5 rounded-control px-2.5 text-sm text-ink-soft hover:bg-canvas"
      >
        <GlobeIcon />
        <span lang={htmlLang[current]}>{localeNames[current]}</span>
        <span className="sr-only">{label}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      <ul
        id={listId}
        role="menu"
        aria-label={label}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-40 rounded-card border border-line bg-surface p-1.5 shadow-pop"
      >
        {others.map((locale) => (
          <li key={locale} role="none">
            <a
              role="menuitem"
              href={localizedPath(pathname, locale)}
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
          </li>
        ))}
      </ul>
    </div>
  )
}

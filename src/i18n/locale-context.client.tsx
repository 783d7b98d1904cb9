'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { defaultLocale, type Locale } from './locales'

const LocaleContext = createContext<Locale>(defaultLocale)

/** Gives client leaves the page's locale (a few bytes, instead of a full i18n runtime). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCookie, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection is done by src/proxy.ts, and only on `/` (see DECISIONS).
  localeDetection: false,
  localeCookie: {
    name: localeCookie.name,
    maxAge: localeCookie.maxAgeSeconds,
    sameSite: localeCookie.sameSite,
    path: localeCookie.path,
  },
  alternateLinks: false,
})

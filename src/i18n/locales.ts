/**
 * The one list of locales. The router, the CMS localization, the sitemap and
 * the language switcher all read it from here.
 */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'zh'

/** Value of `<html lang>` and of hreflang-like attributes per locale. */
export const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/** BCP 47 tag used for formatting dates and numbers. */
export const formatLocale: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' }

/** Each locale's name written in that locale, as the switcher lists it. */
export const localeNames: Record<Locale, string> = { zh: '简体中文', en: 'English' }

/** The cookie written only by the language switcher. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'lax',
  path: '/',
} as const

/** The time zone every date on the site is shown in. */
export const timeZone = 'Asia/Shanghai'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

import { defaultLocale, isLocale, type Locale } from './locales'

/** Route params of every localized page. */
export type LocaleParams = Promise<{ locale: string }>

/** The locale of a page's params (the layout has already rejected unknown values). */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  return isLocale(locale) ? locale : defaultLocale
}

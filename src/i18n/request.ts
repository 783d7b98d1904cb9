import { getRequestConfig } from 'next-intl/server'
import type Messages from '../../messages/zh.json'
import { defaultLocale, isLocale, timeZone } from './locales'

/** Messages and formats of a request (server side only: client leaves get their texts as props). */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  const messages = (await import(`../../messages/${locale}.json`)) as { default: typeof Messages }
  return { locale, messages: messages.default, timeZone }
})

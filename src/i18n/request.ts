import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { routing } from './routing'
import { timeZone } from './locales'
import type Messages from '../../messages/zh.json'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await import(`../../messages/${locale}.json`)) as { default: typeof Messages }
  return { locale, messages: messages.default, timeZone }
})

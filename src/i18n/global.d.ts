import type { Locale } from './locales'
import type zh from '../../messages/zh.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof zh
  }
}

import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/i18n/alternates'
import { locales } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/test-i18n', '/en/test-i18n'] },
    sitemap: locales.map((locale) => absoluteUrl(origin, '/sitemap.xml', locale)),
  }
}

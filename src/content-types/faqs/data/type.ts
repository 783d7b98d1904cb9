import 'server-only'
import { locales } from '@/i18n/locales'
import { profileTabHref } from '@/content/profile/routes'
import { latestOf, type SitemapPage, type TypeData } from '@/data/type-data'
import { faqRoutes } from '../content/routes'
import { getFaqIndex } from './read'

/** The FAQ page and the profile's FAQ tab, changed with their latest question (or the build). */
async function faqPages(): Promise<SitemapPage[]> {
  const lastModified = latestOf(await getFaqIndex())
  return [
    { href: faqRoutes.list, lastModified, locales },
    { href: profileTabHref('faq'), lastModified, locales },
  ]
}

/** The FAQ in the sitemaps. */
export const faqsData = { pages: faqPages } satisfies TypeData

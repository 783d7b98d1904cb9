import type { Metadata } from 'next'
import { Activity } from 'react'
import { setRequestLocale } from 'next-intl/server'
import { AppList } from '@/features/home/app-list'
import { FaqList } from '@/features/home/faq-list'
import { FeaturedModules } from '@/features/home/featured-modules'
import { Hero } from '@/features/home/hero'
import { ModelList } from '@/features/home/model-list'
import { NewsTeasers } from '@/features/home/news-teasers'
import { OrganizationJsonLd } from '@/features/home/organization-json-ld'
import { WebSiteJsonLd } from '@/features/search/website-json-ld'
import { Solutions } from '@/features/home/solutions'
import { Technology } from '@/features/home/technology'
import { VideoSection } from '@/content-types/videos/ui/video-section'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'
import { socialMetadata } from '@/features/share/social-metadata'
import { getTranslations } from 'next-intl/server'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return {
    alternates: alternates(siteOrigin(), '/', locale),
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'home' },
      {
        title: t('title'),
        description: t('description'),
        url: absoluteUrl(siteOrigin(), '/', locale),
      },
    )),
  }
}

/** The home page's sections, in order. */
const sections = [
  Hero,
  ModelList,
  FeaturedModules,
  Solutions,
  AppList,
  Technology,
  VideoSection,
  NewsTeasers,
  FaqList,
]

/**
 * The home page, prerendered per language and refreshed by the CMS's hooks.
 * Each section hydrates on its own (an <Activity> boundary; decisions/016).
 */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <WebSiteJsonLd locale={locale} />
      {sections.map((Section, index) => (
        <Activity key={index}>
          <Section locale={locale} />
        </Activity>
      ))}
    </>
  )
}

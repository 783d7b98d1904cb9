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
import { Solutions } from '@/features/home/solutions'
import { Technology } from '@/features/home/technology'
import { VideoSection } from '@/features/home/video-section'
import { alternates } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: alternates(siteOrigin(), '/', await pageLocale(params)) }
}

/** The home page, prerendered per language and refreshed by the CMS's hooks. */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <Activity>
        <Hero locale={locale} />
      </Activity>
      <Activity>
        <ModelList locale={locale} />
      </Activity>
      <Activity>
        <FeaturedModules locale={locale} />
      </Activity>
      <Activity>
        <Solutions locale={locale} />
      </Activity>
      <Activity>
        <AppList locale={locale} />
      </Activity>
      <Activity>
        <Technology locale={locale} />
      </Activity>
      <Activity>
        <VideoSection locale={locale} />
      </Activity>
      <Activity>
        <NewsTeasers locale={locale} />
      </Activity>
      <Activity>
        <FaqList locale={locale} />
      </Activity>
    </>
  )
}

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'
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

/**
 * A section below the fold. It is in the prerendered HTML like the rest; the
 * boundary only lets React hydrate it as its own unit of work, in small
 * slices after the hero, instead of in one long task with the whole page.
 */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}

/** The home page, prerendered per language and refreshed by the CMS's hooks. */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <Hero locale={locale} />
      <Deferred>
        <ModelList locale={locale} />
      </Deferred>
      <Deferred>
        <FeaturedModules locale={locale} />
      </Deferred>
      <Deferred>
        <Solutions locale={locale} />
      </Deferred>
      <Deferred>
        <AppList locale={locale} />
      </Deferred>
      <Deferred>
        <Technology locale={locale} />
      </Deferred>
      <Deferred>
        <VideoSection locale={locale} />
      </Deferred>
      <Deferred>
        <NewsTeasers locale={locale} />
      </Deferred>
      <Deferred>
        <FaqList locale={locale} />
      </Deferred>
    </>
  )
}

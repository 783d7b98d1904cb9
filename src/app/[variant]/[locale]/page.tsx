import type { Metadata } from 'next'
import { Activity } from 'react'
import { setRequestLocale } from 'next-intl/server'
import { AppList } from '@/features/home/app-list'
import { FeaturedModules } from '@/features/home/featured-modules'
import { Hero } from '@/features/home/hero'
import { ModelList } from '@/features/home/model-list'
import { OrganizationJsonLd } from '@/features/home/organization-json-ld'
import { WebSiteJsonLd } from '@/features/search/website-json-ld'
import { Solutions } from '@/features/home/solutions'
import { Technology } from '@/features/home/technology'
import { typeUi, type TypeUi } from '@/features/types'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import { pageLocale, type LocaleParams } from '@/i18n/params'
import { siteOrigin } from '@/lib/env'
import { socialMetadata } from '@/features/share/social-metadata'
import { getTranslations } from 'next-intl/server'

type Props = { params: LocaleParams }
type HomeSection = NonNullable<TypeUi['home']>['Section']

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

/** The home page's own sections, in order, by name. */
const siteSections: readonly { name: string; Section: HomeSection }[] = [
  { name: 'hero', Section: Hero },
  { name: 'models', Section: ModelList },
  { name: 'featured', Section: FeaturedModules },
  { name: 'solutions', Section: Solutions },
  { name: 'apps', Section: AppList },
  { name: 'technology', Section: Technology },
]

/** A section, then the content types' sections that come after it (and theirs). */
function withFollowers(name: string, Section: HomeSection): HomeSection[] {
  return [
    Section,
    ...Object.entries(typeUi).flatMap(([type, ui]: [string, TypeUi | undefined]) =>
      ui?.home?.after === name ? withFollowers(type, ui.home.Section) : [],
    ),
  ]
}

/** Every section, in order: the page's own, each followed by the types' that come after it. */
const sections = siteSections.flatMap(({ name, Section }) => withFollowers(name, Section))

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

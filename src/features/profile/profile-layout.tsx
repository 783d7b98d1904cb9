import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { profileTabValue, type ProfileTab } from '@/content/profile/tabs'
import { socialMetadata } from '@/features/share/social-metadata'
import { ProfilePanel, ProfileTabs } from './profile-tabs.client'

/** Title, description and canonical URL of a tab (`/profile`, `/profile?tab=1|2`). */
export async function profileMetadata(locale: Locale, tab: ProfileTab): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const href =
    tab === 'company' ? '/profile' : { pathname: '/profile', query: { tab: profileTabValue(tab) } }
  const title = tab === 'company' ? t('title') : `${t(`tabs.${tab}`)} · ${t('title')}`
  const page = ({ company: 'profile', faq: 'faq', join: 'jobs' } as const)[tab]
  return {
    title,
    description: t('description'),
    alternates: alternates(siteOrigin(), href, locale),
    ...(await socialMetadata(
      locale,
      { kind: 'page', page },
      { title, description: t('description'), url: absoluteUrl(siteOrigin(), href, locale) },
    )),
  }
}

/** The profile page around its tabs: heading, introduction, tablist and panel. */
export async function ProfileLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  return (
    <div>
      <div className="bg-canvas">
        <div className="container-page pt-14 desktop:pt-20">
          <PageHeader title={t('title')} intro={t('intro')} />
          <div className="mt-10">
            <ProfileTabs
              label={t('tabsLabel')}
              names={{ company: t('tabs.company'), faq: t('tabs.faq'), join: t('tabs.join') }}
            />
          </div>
        </div>
      </div>
      <div className="container-page py-12 desktop:py-16">
        <ProfilePanel>{children}</ProfilePanel>
      </div>
    </div>
  )
}

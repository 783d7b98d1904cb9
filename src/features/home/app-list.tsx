import { getTranslations } from 'next-intl/server'
import { getSiteSettings, type AppPlatform } from '@/data/site'
import { ExternalLink } from '@/components/ui/external-link'
import { ArrowUpRightIcon, Icon } from '@/components/ui/icons'
import { QrCode } from '@/components/ui/qr-code'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { productAnchors } from '@/content/products'
import { apps } from './home-content'
import { HomeSection } from './home-section'

const platforms: readonly AppPlatform[] = ['ios', 'android']

/** The two consumer apps (anchor `productApply`): store buttons and QR codes of the store pages. */
export async function AppList({ locale }: { locale: Locale }) {
  const [t, tA11y, site] = await Promise.all([
    getTranslations({ locale, namespace: 'home.apps' }),
    getTranslations({ locale, namespace: 'a11y' }),
    getSiteSettings(locale),
  ])
  const newTab = tA11y('opensInNewTab')
  const cards = apps.map((app) => ({
    ...app,
    stores: platforms.flatMap((platform) => {
      const url = site.appLinks[app.key][platform]
      return url ? [{ platform, url }] : []
    }),
  }))
  return (
    <HomeSection
      id={productAnchors.apps}
      tone="canvas"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
    >
      <ul className="grid gap-6 desktop:grid-cols-2">
        {cards.map((app) => {
          const name = t(`items.${app.key}.name`)
          return (
            <li key={app.key} className="card flex flex-col p-6 desktop:p-8">
              <div className="flex items-center gap-4">
                <Icon name={`app-${app.key}`} width={56} height={56} />
                <div>
                  <h3 className="text-heading">{name}</h3>
                  <ExternalLink
                    href={agentAppUrl(agentAppOrigin(), app.agent, locale)}
                    newTabLabel={newTab}
                    className="inline-flex min-h-11 items-center gap-1 text-sm text-brand hover:text-brand-strong"
                  >
                    {t('web')}
                    <span className="sr-only">{name}</span>
                    <ArrowUpRightIcon className="size-3.5" />
                  </ExternalLink>
                </div>
              </div>
              <p className="mt-4 text-body">{t(`items.${app.key}.text`)}</p>
              <div className="mt-6 grid max-w-md grid-cols-2 gap-4">
                {app.stores.map((store) => (
                  <div key={store.platform} className="flex flex-col gap-3">
                    <QrCode
                      text={store.url}
                      label={t('qrLabel', {
                        app: name,
                        platform: t(`platforms.${store.platform}`),
                      })}
                      size={128}
                      className="qr-code"
                    />
                    <ExternalLink
                      href={store.url}
                      newTabLabel={newTab}
                      className="button-ink w-full break-keep"
                    >
                      {t(store.platform)}
                      <span className="sr-only">{name}</span>
                    </ExternalLink>
                  </div>
                ))}
              </div>
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}

import { getTranslations } from 'next-intl/server'
import { ExternalLink } from '@/components/ui/external-link'
import { ArrowUpRightIcon } from '@/components/ui/icons'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { featuredModules } from './home-content'
import { HomeSection } from './home-section'

/** The agent and the flagship capabilities as highlighted cards; the agent leads. */
export async function FeaturedModules({ locale }: { locale: Locale }) {
  const [t, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'home.featured' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])
  return (
    <HomeSection
      id="featured"
      tone="canvas"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
    >
      <ul className="grid gap-5 desktop:grid-cols-3">
        {featuredModules.map((item, index) => {
          const lead = index === 0
          return (
            <li
              key={item.key}
              className={`relative flex flex-col overflow-hidden rounded-card p-7 ${
                lead
                  ? 'isolate bg-night text-night-text desktop:col-span-3 desktop:flex-row desktop:items-end desktop:gap-10 desktop:p-10'
                  : 'border border-line bg-surface shadow-card'
              }`}
            >
              {lead ? (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-[radial-gradient(60%_120%_at_90%_0%,rgb(58_79_224/0.55),transparent_70%),radial-gradient(40%_80%_at_0%_100%,rgb(14_165_160/0.35),transparent_70%)]"
                />
              ) : null}
              <div className={lead ? 'desktop:flex-1' : ''}>
                <h3 className={lead ? 'text-title text-white' : 'text-heading'}>
                  {t(`items.${item.key}.title`)}
                </h3>
                <p className={`mt-3 ${lead ? 'max-w-2xl text-lead' : 'text-body'}`}>
                  {t(`items.${item.key}.text`)}
                </p>
              </div>
              <ExternalLink
                href={agentAppUrl(agentAppOrigin(), item.agent, locale)}
                newTabLabel={tA11y('opensInNewTab')}
                className={`module-button ${
                  lead
                    ? 'bg-white text-ink hover:bg-brand-soft'
                    : 'border border-line text-brand hover:border-brand'
                }`}
              >
                {t('open')}
                <span className="sr-only">{t(`items.${item.key}.title`)}</span>
                <ArrowUpRightIcon className="size-4" />
              </ExternalLink>
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}

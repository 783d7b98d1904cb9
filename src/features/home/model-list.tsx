import { getTranslations } from 'next-intl/server'
import { ExternalLink } from '@/components/ui/external-link'
import { ArrowUpRightIcon } from '@/components/ui/icons'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { productAnchors } from '@/content/products'
import { homeModels } from './home-content'
import { HomeSection } from './home-section'
import { ModelIcon } from './model-icons'
import { ModelSample } from './model-sample'

const accents = [
  'bg-brand-soft text-brand',
  'bg-accent-soft text-accent-strong',
  'bg-warning-soft text-warning',
  'bg-brand-soft text-brand-strong',
  'bg-accent-soft text-accent-strong',
]

/** The five models with their capabilities, each linking to its page in the agent app. */
export async function ModelList({ locale }: { locale: Locale }) {
  const [t, tModels, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'home.models' }),
    getTranslations({ locale, namespace: 'models' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])
  return (
    <HomeSection
      id={productAnchors.models}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
    >
      {/* On wide screens each card's parts (icon, name, text, example, tags, link)
          sit on rows shared by its row of cards: examples, tags and links line up
          and no card has a gap above its link. */}
      <ul className="grid gap-5 sm:grid-cols-2 desktop:grid-cols-6 desktop:grid-rows-[repeat(12,auto)]">
        {homeModels.map((model, index) => {
          const name = tModels(model.key)
          return (
            <li
              key={model.key}
              className={`model-card ${index < 3 ? 'desktop:col-span-2' : 'desktop:col-span-3'}`}
            >
              <span
                className={`inline-flex size-12 items-center justify-center justify-self-start rounded-control ${accents[index]}`}
              >
                <ModelIcon model={model.key} className="size-7" />
              </span>
              <h3 className="mt-5 text-heading">{name}</h3>
              <p className="mt-2 text-body">{t(`items.${model.key}`)}</p>
              <ModelSample model={model.key} locale={locale} />
              <ul aria-label={t('capabilitiesLabel')} className="model-tags">
                {model.capabilities.map((capability) => (
                  <li key={capability} className="tag">
                    {t(`capabilities.${capability}`)}
                  </li>
                ))}
              </ul>
              <ExternalLink
                href={agentAppUrl(agentAppOrigin(), model.agent, locale)}
                newTabLabel={tA11y('opensInNewTab')}
                className="model-link"
              >
                {t('try', { model: name })}
                <ArrowUpRightIcon className="size-4" />
              </ExternalLink>
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}

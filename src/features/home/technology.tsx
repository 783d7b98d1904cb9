import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { capabilities, capabilityFigures } from './home-content'
import { HomeSection } from './home-section'
import { Icon } from '@/components/ui/icons'

/** Technological capability (anchor `technicalAbility`): base model, computing centres, lab. */
export async function Technology({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.technology' })
  return (
    <HomeSection
      id="technicalAbility"
      tone="night"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
    >
      <ul className="grid gap-5 desktop:grid-cols-3">
        {capabilities.map((key) => (
          <li
            key={key}
            className="flex flex-col rounded-card border border-night-line bg-white/[0.03] p-7"
          >
            {/* A layered chip, two linked sites, an open flask. */}
            <Icon name={`capability-${key}`} width={40} height={40} className="text-[#a9b6ff]" />
            <h3 className="mt-5 text-heading text-white">{t(`items.${key}.title`)}</h3>
            <p className="mt-3 flex-1">{t(`items.${key}.text`)}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-night-line pt-6">
              {capabilityFigures.map((figure) => (
                <div key={figure} className="figure-stat">
                  <dt className="text-sm">{t(`items.${key}.figures.${figure}.label`)}</dt>
                  <dd className="text-title font-bold text-white">
                    {t(`items.${key}.figures.${figure}.value`)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

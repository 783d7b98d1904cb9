import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { capabilities, capabilityFigures } from './home-content'
import { HomeSection } from './home-section'

/** Glyphs drawn for the site: a layered chip, two linked sites, an open flask. */
const glyphs: Record<(typeof capabilities)[number], string> = {
  base: 'M10 12h20v16H10zM15 17h10v6H15zM14 8v4M20 8v4M26 8v4M14 28v4M20 28v4M26 28v4M6 16h4M6 24h4M30 16h4M30 24h4',
  centres:
    'M11 30s-7-7-7-13a7 7 0 0 1 14 0c0 6-7 13-7 13ZM29 30s-7-7-7-13a7 7 0 0 1 14 0c0 6-7 13-7 13ZM11 17h.01M29 17h.01M15 32h10',
  lab: 'M16 6h8M17 6v10L9 30a2 2 0 0 0 1.7 3h18.6a2 2 0 0 0 1.7-3L23 16V6M13 24h14',
}

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
            <svg
              viewBox="0 0 40 40"
              width="40"
              height="40"
              fill="none"
              stroke="#a9b6ff"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d={glyphs[key]} />
            </svg>
            <h3 className="mt-5 text-heading text-white">{t(`items.${key}.title`)}</h3>
            <p className="mt-3 flex-1">{t(`items.${key}.text`)}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-night-line pt-6">
              {capabilityFigures.map((figure) => (
                <div key={figure} className="flex flex-col-reverse gap-1">
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

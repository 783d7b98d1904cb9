import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

const figureKeys = ['founded', 'regions', 'languages', 'users', 'sectors'] as const

const tones = {
  night: { label: 'text-night-text', value: 'text-white' },
  light: { label: 'text-muted', value: 'text-ink' },
} as const

/** The company figures exactly as the specification states them (hero and profile). */
export async function CompanyFigures({
  locale,
  tone,
  label,
  className = '',
}: {
  locale: Locale
  tone: keyof typeof tones
  label?: string
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'hero.figures' })
  return (
    <dl
      aria-label={label}
      className={`grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3 desktop:grid-cols-5 ${className}`}
    >
      {figureKeys.map((key) => (
        <div key={key} className="figure-stat">
          <dt className={`text-sm ${tones[tone].label}`}>{t(`${key}.label`)}</dt>
          <dd className={`text-title font-bold tracking-tight ${tones[tone].value}`}>
            {t(`${key}.value`)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

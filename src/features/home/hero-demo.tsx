import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

const points = ['heat', 'diet', 'doctor'] as const

/** A photo of a tongue, as the conversation's attachment shows it (drawn for the site). */
function TongueThumb() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="6" fill="#2a1d2e" />
      <path d="M9 9c2 -1.5 12 -1.5 14 0c1 5 0 13 -7 15c-7 -2 -8 -10 -7 -15z" fill="#e58a95" />
      <path d="M16 11v9" stroke="#c46370" strokeWidth="1.2" strokeLinecap="round" />
      <path
        d="M11 12c3 -1 7 -1 10 0"
        stroke="#f3e3b0"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".7"
      />
    </svg>
  )
}

/**
 * The agent at work, beside the hero's question: an example conversation in
 * which it reads a tongue photo. Text, not a picture, so that it is in the
 * visitor's language; shown on wide screens only.
 */
export async function HeroDemo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero.demo' })
  return (
    <figure
      aria-label={t('label')}
      className="hidden rounded-card border border-white/10 bg-ink-soft/90 p-5 shadow-pop desktop:block"
    >
      <figcaption className="flex items-center gap-2 text-xs text-night-text">
        <span aria-hidden="true" className="size-2 rounded-pill bg-accent" />
        {t('agent')}
      </figcaption>
      <div className="mt-4 flex flex-col gap-3 text-sm leading-relaxed">
        <p className="max-w-[90%] self-end rounded-card rounded-br-sm bg-brand px-4 py-2.5 text-pretty text-white">
          {t('question')}
        </p>
        <p className="flex items-center gap-2 self-end rounded-control border border-white/10 bg-white/5 py-1.5 pl-1.5 pr-3 text-xs text-night-text">
          <TongueThumb />
          {t('file')}
        </p>
        <div className="max-w-[92%] rounded-card rounded-bl-sm bg-surface px-4 py-3 text-body">
          <p className="font-bold text-ink">{t('finding')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-4 marker:text-accent">
            {points.map((point) => (
              <li key={point}>{t(`points.${point}`)}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{t('note')}</p>
        </div>
        <p className="text-xs text-night-text">{t('meta')}</p>
      </div>
    </figure>
  )
}

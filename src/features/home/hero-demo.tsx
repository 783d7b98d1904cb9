import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { TongueThumb } from './sample-thumbs'

const points = ['heat', 'diet', 'doctor'] as const

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

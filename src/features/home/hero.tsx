import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { HeroArt } from './hero-art'
import { HeroQuestion } from './hero-question.client'

const figureKeys = ['founded', 'regions', 'languages', 'users', 'sectors'] as const

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' })
  return (
    <section className="relative isolate overflow-hidden bg-night text-white">
      <HeroArt />
      <div className="container-page relative flex flex-col items-start gap-8 pb-16 pt-16 desktop:pb-24 desktop:pt-24">
        <p className="rounded-pill border border-white/20 bg-white/5 px-3 py-1 text-sm text-night-text">
          {t('eyebrow')}
        </p>
        <h1 className="max-w-3xl text-display font-bold tracking-tight text-white">{t('title')}</h1>
        <p className="max-w-2xl text-lead text-night-text">{t('subtitle')}</p>
        <HeroQuestion
          action={agentAppUrl(agentAppOrigin(), 'home', locale)}
          lang={locale}
          label={t('label')}
          placeholder={t('placeholder')}
          submit={t('submit')}
          emptyMessage={t('empty')}
        />
        <dl
          aria-label={t('figuresLabel')}
          className="mt-4 grid w-full grid-cols-2 gap-x-6 gap-y-6 border-t border-white/10 pt-8 sm:grid-cols-3 desktop:grid-cols-5"
        >
          {figureKeys.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-night-text">{t(`figures.${key}.label`)}</dt>
              <dd className="text-title font-bold tracking-tight text-white">
                {t(`figures.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

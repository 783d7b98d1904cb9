import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { CompanyFigures } from './company-figures'
import { HeroArt } from './hero-art'
import { HeroDemo } from './hero-demo'
import { HeroQuestion } from './hero-question.client'

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' })
  return (
    <section className="relative isolate overflow-hidden bg-night text-white">
      <HeroArt />
      <div className="container-page relative grid gap-8 pb-16 pt-16 desktop:grid-cols-[minmax(0,1fr)_25rem] desktop:items-center desktop:gap-x-14 desktop:pb-20 desktop:pt-20">
        <div className="flex flex-col items-start gap-8">
          <p className="rounded-pill border border-white/20 bg-white/5 px-3 py-1 text-sm text-night-text">
            {t('eyebrow')}
          </p>
          <h1 className="max-w-3xl text-display font-bold tracking-tight text-white">
            {t('title')}
          </h1>
          <p className="max-w-2xl text-lead text-night-text">{t('subtitle')}</p>
          <HeroQuestion
            action={agentAppUrl(agentAppOrigin(), 'home', locale)}
            lang={locale}
            label={t('label')}
            placeholder={t('placeholder')}
            submit={t('submit')}
            emptyMessage={t('empty')}
            remaining={t('remaining', { count: '{count}' })}
            limitReached={t('limitReached', { limit: '{limit}' })}
          />
        </div>
        <HeroDemo locale={locale} />
        <CompanyFigures
          locale={locale}
          tone="night"
          label={t('figuresLabel')}
          className="mt-4 w-full border-t border-white/10 pt-8 desktop:col-span-2"
        />
      </div>
    </section>
  )
}

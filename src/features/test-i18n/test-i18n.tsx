import { getFormatter, getTranslations } from 'next-intl/server'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { localeNames, timeZone, type Locale } from '@/i18n/locales'
import { DetectionReport } from './detection-report.client'
import { missingKeys } from './message-keys'

/** A fixed moment, so the page shows the same formatting on every build. */
const SAMPLE_DATE = new Date('2026-03-08T09:30:00+08:00')

export async function TestI18n({ locale }: { locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'testI18n' }),
    getFormatter({ locale }),
  ])
  const missing = missingKeys({ zh, en })
  const sources = {
    url: t('sources.url'),
    cookie: t('sources.cookie'),
    browser: t('sources.browser'),
    default: t('sources.default'),
  }
  const card = 'card p-6'
  return (
    <div className="container-page py-16">
      <h1 className="text-title">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-lead">{t('intro')}</p>
      <div className="mt-10 grid gap-6 desktop:grid-cols-2">
        <section className={card} aria-labelledby="active-locale">
          <h2 id="active-locale" className="text-heading">
            {t.rich('activeLocaleHeading', {
              language: `${localeNames[locale]} · ${locale}`,
              value: (chunks) => <span data-testid="active-locale">{chunks}</span>,
            })}
          </h2>
          <div className="mt-4">
            <DetectionReport
              labels={{
                chosenBy: t('chosenBy'),
                sourceUrl: sources.url,
                cookieValue: t('cookieValue'),
                browserLanguages: t('browserLanguages'),
                rootWouldUse: t('rootWouldUse'),
                none: t('none'),
                rootValue: t.raw('rootValue') as string,
              }}
              sourceLabels={sources}
            />
          </div>
        </section>
        <section className={card} aria-labelledby="samples">
          <h2 id="samples" className="text-heading">
            {t('samples')}
          </h2>
          <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {[0, 1, 5].map((count) => (
              <div key={count} className="contents">
                <dt className="font-bold text-ink">
                  {t('pluralLabel')} ({count})
                </dt>
                <dd>{t('plural', { count })}</dd>
              </div>
            ))}
            <dt className="font-bold text-ink">{t('date')}</dt>
            <dd>
              {format.dateTime(SAMPLE_DATE, { dateStyle: 'full', timeStyle: 'short', timeZone })}
            </dd>
            <dt className="font-bold text-ink">{t('number')}</dt>
            <dd>{format.number(2400000000)}</dd>
            <dt className="font-bold text-ink">{t('currency')}</dt>
            <dd>{format.number(1999.5, { style: 'currency', currency: 'CNY' })}</dd>
          </dl>
        </section>
        <section className={`${card} desktop:col-span-2`} aria-labelledby="missing">
          <h2 id="missing" className="text-heading">
            {t('missing')}
          </h2>
          {Object.values(missing).every((keys) => keys.length === 0) ? (
            <p className="mt-4" data-testid="missing-none">
              {t('complete')}
            </p>
          ) : (
            <ul className="mt-4 space-y-3">
              {Object.entries(missing).map(([code, keys]) => (
                <li key={code}>
                  <p className="font-bold text-ink">
                    {t('missingIn', { locale: code, count: keys.length })}
                  </p>
                  <ul className="mt-1 font-mono text-sm">
                    {keys.map((key) => (
                      <li key={key}>{key}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}

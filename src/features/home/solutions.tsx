import { getTranslations } from 'next-intl/server'
import { BulletList } from '@/components/ui/bullet-list'
import { ExternalLink } from '@/components/ui/external-link'
import { ArrowUpRightIcon } from '@/components/ui/icons'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import { regionalReports, solutionPoints, solutions } from './home-content'
import { HomeSection } from './home-section'

/** Soft backgrounds behind the illustrations, in turn. */
const tints = [
  'from-brand-soft to-accent-soft',
  'from-accent-soft to-brand-soft',
  'from-brand-soft to-accent-soft',
  'from-warning-soft to-brand-soft',
  'from-accent-soft to-brand-soft',
]

/** The five industry scenarios (anchor `pcsolutions`); report analysis opens the agent app. */
export async function Solutions({ locale }: { locale: Locale }) {
  const [t, tHome, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'home.solutions' }),
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])
  const origin = agentAppOrigin()
  const newTab = tA11y('opensInNewTab')
  return (
    <HomeSection id="pcsolutions" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      <ul className="grid gap-6 desktop:grid-cols-2">
        {solutions.map((key, index) => {
          const title = t(`items.${key}.title`)
          const wide = index === 0
          return (
            <li
              key={key}
              className={`card flex flex-col overflow-hidden ${
                wide ? 'desktop:col-span-2 desktop:flex-row' : ''
              }`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG drawn for the site */}
              <img
                src={`/assets/illustrations/${key}.svg`}
                alt={tHome('illustration', { title })}
                width={480}
                height={300}
                loading="lazy"
                decoding="async"
                className={`aspect-[8/5] w-full bg-linear-to-br p-2 object-contain ${
                  tints[index % tints.length]
                } ${wide ? 'desktop:aspect-auto desktop:w-[30rem] desktop:shrink-0' : ''}`}
              />
              <div className="flex flex-1 flex-col p-6 desktop:p-8">
                <h3 className="text-heading">{title}</h3>
                <p className="mt-3 text-body">{t(`items.${key}.benefit`)}</p>
                <BulletList
                  className="mt-5 grid gap-2.5"
                  itemClassName="text-ink-soft"
                  items={solutionPoints.map((point) => ({
                    key: point,
                    content: t(`items.${key}.points.${point}`),
                  }))}
                />
                {key === 'business' ? (
                  <div className="mt-auto pt-6">
                    <ExternalLink
                      href={agentAppUrl(origin, 'businessReports', locale)}
                      newTabLabel={newTab}
                      className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong"
                    >
                      {t('start')}
                      <ArrowUpRightIcon className="size-4" />
                    </ExternalLink>
                    <p id="regional-reports" className="mt-6 text-sm font-bold text-ink">
                      {t('reportsLabel')}
                    </p>
                    <ul aria-labelledby="regional-reports" className="mt-2 flex flex-wrap gap-2">
                      {regionalReports.map((id) => (
                        <li key={id}>
                          <ExternalLink
                            href={agentAppUrl(origin, 'share', locale, { id })}
                            newTabLabel={newTab}
                            className="chip-link"
                          >
                            {t(`reports.${id}`)}
                            <ArrowUpRightIcon className="size-3.5" />
                          </ExternalLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}

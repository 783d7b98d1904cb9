import { getTranslations } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { BulletList } from '@/components/ui/bullet-list'
import { ContentImage } from '@/components/ui/content-image'
import { Paragraphs } from '@/components/ui/paragraphs'
import { CompanyFigures } from '@/features/home/company-figures'
import type { Locale } from '@/i18n/locales'

/** The company tab: mission, vision, values, figures, the founder and the milestones. */
export async function CompanyTab({ locale }: { locale: Locale }) {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'profile.company' }),
    getCompany(locale),
  ])
  const { founder } = company
  return (
    <div className="flex flex-col gap-16 desktop:gap-24">
      <section aria-labelledby="mission-title" className="grid gap-6 desktop:grid-cols-2">
        <div className="rounded-card bg-night p-8 text-night-text desktop:p-10">
          <h2 id="mission-title" className="eyebrow text-[#a9b6ff]">
            {t('missionTitle')}
          </h2>
          <p className="mt-4 text-heading text-white">{company.mission}</p>
        </div>
        <div className="rounded-card border border-line bg-canvas p-8 desktop:p-10">
          <h2 className="eyebrow text-brand">{t('visionTitle')}</h2>
          <p className="mt-4 text-heading text-ink">{company.vision}</p>
        </div>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-title tracking-tight">
          {t('valuesTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 desktop:grid-cols-4">
          {company.values.map((value, index) => (
            <li key={value.title} className="rounded-card border border-line p-6 shadow-card">
              <span className="text-sm font-bold text-brand tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-heading">{value.title}</h3>
              <p className="mt-2 text-body">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="figures-title" className="rounded-card bg-canvas p-8 desktop:p-10">
        <h2 id="figures-title" className="text-heading">
          {t('figuresTitle')}
        </h2>
        <CompanyFigures locale={locale} tone="light" className="mt-6" />
      </section>

      <section
        aria-labelledby="founder-title"
        className="grid items-start gap-8 desktop:grid-cols-[20rem_1fr] desktop:gap-14"
      >
        {founder.portrait ? (
          <ContentImage
            image={{ ...founder.portrait, alt: t('portraitAlt', { name: founder.name }) }}
            sizes="(min-width: 64rem) 20rem, calc(100vw - 2.5rem)"
            className="aspect-square w-full max-w-80 rounded-card bg-canvas object-cover"
          />
        ) : null}
        <div>
          <h2 id="founder-title" className="eyebrow text-brand">
            {t('founderTitle')}
          </h2>
          <p className="mt-3 text-title font-bold tracking-tight text-ink">{founder.name}</p>
          <p className="mt-1 text-muted">{founder.title}</p>
          <Paragraphs text={founder.bio} className="mt-6 space-y-4 text-body" />
          {founder.honours.length > 0 ? (
            <>
              <h3 className="mt-8 text-heading">{t('honoursTitle')}</h3>
              <BulletList
                className="mt-4 grid gap-2.5"
                items={founder.honours.map((honour) => ({ key: honour, content: honour }))}
              />
            </>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="milestones-title">
        <h2 id="milestones-title" className="text-title tracking-tight">
          {t('milestonesTitle')}
        </h2>
        {/* One entry per year down one line; on a wide screen the line runs down
            the middle and the years stand on either side of it, in turn. */}
        <ol
          data-timeline
          className="relative mt-8 desktop:mt-12 desktop:before:absolute desktop:before:inset-y-0 desktop:before:left-1/2 desktop:before:w-0.5 desktop:before:-translate-x-1/2 desktop:before:bg-line desktop:before:content-['']"
        >
          {milestonesByYear(company.milestones).map(([year, milestones], index) => (
            <li
              key={year}
              className="relative border-l-2 border-line pb-8 pl-8 last:pb-0 desktop:grid desktop:grid-cols-2 desktop:gap-x-20 desktop:border-l-0 desktop:pb-12 desktop:pl-0"
            >
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[0.5625rem] z-10 size-4 rounded-pill border-4 border-surface bg-brand desktop:left-1/2 desktop:-translate-x-1/2"
              />
              <div
                className={
                  index % 2 === 0 ? 'desktop:col-start-1 desktop:text-right' : 'desktop:col-start-2'
                }
              >
                <p className="font-bold text-brand tabular-nums desktop:text-xl">{year}</p>
                <ul className="mt-2 grid gap-3">
                  {milestones.map((milestone) => (
                    <li key={milestone.title}>
                      <h3 className="text-base font-bold text-pretty">{milestone.title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-body">{milestone.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

/** Milestones grouped by year, in their order. */
function milestonesByYear<M extends { year: number }>(milestones: readonly M[]): [number, M[]][] {
  const years: [number, M[]][] = []
  for (const milestone of milestones) {
    const last = years.at(-1)
    if (last && last[0] === milestone.year) last[1].push(milestone)
    else years.push([milestone.year, [milestone]])
  }
  return years
}

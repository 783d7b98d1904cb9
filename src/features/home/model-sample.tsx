import { getTranslations } from 'next-intl/server'
import type { ModelKey } from '@/components/layout/nav-items'
import type { Locale } from '@/i18n/locales'
import { FlowerThumb, TongueThumb } from './sample-thumbs'

const reasoningSteps = ['a', 'b', 'c'] as const
const reportRows = [
  { key: 'haemoglobin', status: 'normal' },
  { key: 'glucose', status: 'high' },
] as const
const statusStyle = {
  normal: 'bg-accent-soft text-accent-strong',
  high: 'bg-warning-soft text-warning',
} as const
/** The example's match, as text and as the bar's width (`w-[96%]`). */
const HERB_MATCH_PERCENT = 96

/**
 * A model card's example of the agent at work: a conversation, a reasoning
 * trace, a tongue reading, a report reading or a plant identification. Drawn in
 * HTML with the texts from the catalogues, so it reads in the page's language.
 */
export async function ModelSample({ model, locale }: { model: ModelKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.models.samples' })
  return (
    <figure className="sample-box mt-5">
      <figcaption className="sample-caption">
        {`${t('label')} · ${t(`${model}.caption`)}`}
      </figcaption>
      <div className="mt-3">
        {model === 'general' ? (
          <>
            <p className="ml-auto w-fit max-w-[90%] rounded-card rounded-br-sm bg-brand px-3 py-2 text-pretty text-white">
              {t('general.question')}
            </p>
            <p className="mt-2 max-w-[92%] rounded-card rounded-bl-sm bg-surface px-3 py-2 text-pretty text-body shadow-card">
              {t('general.answer')}
            </p>
          </>
        ) : model === 'reasoning' ? (
          <ol className="space-y-1.5 text-body">
            {reasoningSteps.map((step, index) => (
              <li key={step} className="flex gap-2">
                <span aria-hidden="true" className="step-number mt-0.5">
                  {index + 1}
                </span>
                {t(`reasoning.steps.${step}`)}
              </li>
            ))}
          </ol>
        ) : model === 'tcm' ? (
          <div className="flex items-center gap-3">
            <TongueThumb className="size-10" />
            <p>
              <span className="block font-bold text-ink">{t('tcm.finding')}</span>
              <span className="text-muted">{t('tcm.advice')}</span>
            </p>
          </div>
        ) : model === 'medical' ? (
          <>
            <dl className="divide-y divide-line">
              {reportRows.map((row) => (
                <div key={row.key} className="flex items-center justify-between gap-3 py-1.5">
                  <dt className="text-body">{t(`medical.rows.${row.key}.name`)}</dt>
                  <dd className="flex items-center gap-2">
                    <span className="tabular-nums text-ink">
                      {t(`medical.rows.${row.key}.value`)}
                    </span>
                    <span className={`rounded-pill px-2 text-xs ${statusStyle[row.status]}`}>
                      {t(`medical.${row.status}`)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-1.5 text-muted">{t('medical.advice')}</p>
          </>
        ) : (
          <div className="flex items-center gap-3">
            <FlowerThumb />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-bold text-ink">{t('herb.name')}</span>
                <span className="text-xs text-accent-strong">
                  {t('herb.match', { percent: HERB_MATCH_PERCENT })}
                </span>
              </p>
              <p className="text-muted">{t('herb.detail')}</p>
              <span aria-hidden="true" className="mt-1.5 block h-1 rounded-pill bg-line">
                <span className="block h-full w-[96%] rounded-pill bg-accent" />
              </span>
            </div>
          </div>
        )}
      </div>
    </figure>
  )
}

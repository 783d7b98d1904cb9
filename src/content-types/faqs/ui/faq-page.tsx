import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getFaqs, type FaqItem } from '@/content-types/faqs/data/read'
import { getSiteSettings } from '@/data/site'
import { JsonLd } from '@/components/ui/json-ld'
import { MailIcon } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { PreviewNotice } from '@/components/ui/preview-notice'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { FaqAccordion } from './faq-accordion'
import { socialMetadata } from '@/features/share/social-metadata'

export async function faqMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'faq' })
  const shared = {
    title: t('title'),
    description: t('description'),
    url: absoluteUrl(siteOrigin(), '/faq', locale),
  }
  return {
    title: shared.title,
    description: shared.description,
    alternates: alternates(siteOrigin(), '/faq', locale),
    ...(await socialMetadata(locale, { kind: 'page', page: 'faq' }, shared)),
  }
}

/**
 * The FAQ page: every question as an accordion, structured data, and a
 * contact line. With `preview`, an editor's preview of one question: the
 * given questions, that one open, and a notice instead of structured data.
 */
export async function FaqPage({
  locale,
  preview,
}: {
  locale: Locale
  preview?: { items: FaqItem[]; previewed: FaqItem }
}) {
  const [t, published, site] = await Promise.all([
    getTranslations({ locale, namespace: 'faq' }),
    preview ? null : getFaqs(locale),
    getSiteSettings(locale),
  ])
  const faqs = preview?.items ?? published ?? []
  return (
    <div className="bg-canvas">
      {preview ? null : (
        <JsonLd
          data={{
            '@type': 'FAQPage',
            mainEntity: faqs.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          }}
        />
      )}
      <div className="container-page max-w-4xl py-14 desktop:py-20">
        {preview ? <PreviewNotice>{t('preview')}</PreviewNotice> : null}
        <PageHeader title={t('title')} intro={t('intro')} />
        <div className="mt-10">
          {faqs.length === 0 ? (
            <p className="text-muted">{t('empty')}</p>
          ) : (
            <FaqAccordion items={faqs} headingLevel="h2" openId={preview?.previewed.id} />
          )}
        </div>
        <p className="mt-10 flex items-start gap-3 text-body">
          <MailIcon className="mt-1 size-5 shrink-0 text-brand" />
          <span>
            {t.rich('contact', {
              email: site.supportEmail,
              link: (chunks) => (
                <a
                  href={`mailto:${site.supportEmail}`}
                  className="font-bold text-brand underline underline-offset-4 hover:text-brand-strong"
                >
                  {chunks}
                </a>
              ),
            })}
          </span>
        </p>
      </div>
    </div>
  )
}

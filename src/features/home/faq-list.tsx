import { getTranslations } from 'next-intl/server'
import { getFaqs } from '@/data/faqs'
import { ArrowRightIcon } from '@/components/ui/icons'
import { FaqAccordion } from '@/features/faq/faq-accordion'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { HomeSection } from './home-section'

/** The FAQ from the CMS as an accordion, with a link to the FAQ page. */
export async function FaqList({ locale }: { locale: Locale }) {
  const [t, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'home.faq' }),
    getFaqs(locale),
  ])
  return (
    <HomeSection
      id="faq"
      tone="canvas"
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={
        <Link
          href="/faq"
          className="inline-flex min-h-11 items-center gap-2 font-bold text-brand hover:text-brand-strong"
        >
          {t('all')}
          <ArrowRightIcon className="size-4" />
        </Link>
      }
    >
      {faqs.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <FaqAccordion items={faqs} />
      )}
    </HomeSection>
  )
}

import { getTranslations } from 'next-intl/server'
import { getFaqs } from '@/content-types/faqs/data/read'
import { FaqAccordion } from '@/content-types/faqs/ui/faq-accordion'
import type { Locale } from '@/i18n/locales'
import { HomeSection, SectionLink } from '@/features/home/home-section'

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
      action={<SectionLink href="/faq">{t('all')}</SectionLink>}
    >
      {faqs.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <FaqAccordion items={faqs} />
      )}
    </HomeSection>
  )
}

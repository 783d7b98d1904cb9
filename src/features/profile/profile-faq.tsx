import { getTranslations } from 'next-intl/server'
import { getFaqs } from '@/content-types/faqs/data/read'
import { FaqAccordion } from '@/content-types/faqs/ui/faq-accordion'
import type { Locale } from '@/i18n/locales'

/** The FAQ tab: the same accordion as the FAQ page. */
export async function ProfileFaq({ locale }: { locale: Locale }) {
  const [t, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'faq' }),
    getFaqs(locale),
  ])
  return (
    <section aria-labelledby="profile-faq-title">
      <h2 id="profile-faq-title" className="sr-only">
        {t('title')}
      </h2>
      {faqs.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <FaqAccordion items={faqs} />
      )}
    </section>
  )
}

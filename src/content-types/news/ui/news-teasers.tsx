import { getTranslations } from 'next-intl/server'
import { getLatestNews } from '@/content-types/news/data/news'
import { NewsCardGrid } from '@/content-types/news/ui/news-card'
import type { Locale } from '@/i18n/locales'
import { NEWS_TEASER_COUNT } from '@/features/home/home-content'
import { HomeSection, SectionLink } from '@/features/home/home-section'

/** The latest published articles, linking to their pages and to the list. */
export async function NewsTeasers({ locale }: { locale: Locale }) {
  const [t, tNews, items] = await Promise.all([
    getTranslations({ locale, namespace: 'home.news' }),
    getTranslations({ locale, namespace: 'news' }),
    getLatestNews(locale, NEWS_TEASER_COUNT),
  ])
  return (
    <HomeSection
      id="news"
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={<SectionLink href="/news">{t('all')}</SectionLink>}
    >
      {items.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <NewsCardGrid
          items={items}
          locale={locale}
          categoryLabel={(category) => tNews(`categories.${category}`)}
        />
      )}
    </HomeSection>
  )
}

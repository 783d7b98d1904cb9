import { getTranslations } from 'next-intl/server'
import { PreviewNotice } from '@/components/ui/preview-notice'
import type { NewsArticle } from '@/content-types/news/data/news-article'
import { ContentImage } from '@/components/ui/content-image'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/rich-text'
import { StateMessage } from '@/components/ui/state-message'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { ArticleBreadcrumb } from './article-breadcrumb'
import { siteOrigin } from '@/lib/env'
import { BackToList } from './back-to-list.client'
import { CategoryBadge } from './category-badge'
import { NewsCardGrid } from './news-card'
import { newsArticleHref } from '@/content-types/news/content/routes'

/** Whether a rich-text body holds any text (an editor may have emptied it). */
function hasText(body: NewsArticle['body']): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { text, children, type } = node as { text?: unknown; children?: unknown; type?: unknown }
    if (typeof text === 'string' && text.trim()) return true
    if (type === 'upload') return true
    return Array.isArray(children) && children.some(visit)
  }
  return visit(body.root)
}

/**
 * An article page: breadcrumb, heading, cover, body, related reading,
 * previous and next, back to the list.
 */
export async function ArticleView({
  article,
  locale,
  notice,
}: {
  article: NewsArticle
  locale: Locale
  /** Shown above the article (the editors' preview says so). */
  notice?: string
}) {
  const [t, tA11y] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'a11y' }),
  ])
  const neighbours = [
    { key: 'previous', item: article.previous, label: t('previous') },
    { key: 'next', item: article.next, label: t('next') },
  ] as const
  return (
    <article className="container-page max-w-[52rem] pb-section pt-8 desktop:pt-12">
      {notice ? <PreviewNotice>{notice}</PreviewNotice> : null}
      <ArticleBreadcrumb locale={locale} />
      <header className="mt-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <CategoryBadge category={article.category} label={t(`categories.${article.category}`)} />
          <time dateTime={article.publishedAt}>
            {t('published', { date: formatDate(article.publishedAt, locale) })}
          </time>
        </div>
        <h1 className="text-[1.75rem] leading-snug tracking-tight sm:text-title desktop:text-[2.5rem] desktop:leading-tight">
          {article.title}
        </h1>
        <p className="text-lead text-muted">{article.summary}</p>
      </header>
      <ContentImage
        image={article.cover}
        sizes="(min-width: 52rem) 48rem, calc(100vw - 2.5rem)"
        priority
        className="mt-8 aspect-video w-full rounded-card bg-canvas object-cover"
      />
      {hasText(article.body) ? (
        <RichText
          data={article.body}
          locale={locale}
          siteOrigin={siteOrigin()}
          newTabLabel={tA11y('opensInNewTab')}
          className="article-body mt-10"
        />
      ) : (
        <div className="mt-10">
          <StateMessage message={t('noDetail')} />
        </div>
      )}
      {article.related.length > 0 ? (
        <section aria-labelledby="related-reading" className="mt-14" data-related>
          <h2 id="related-reading" className="text-heading">
            {t('related')}
          </h2>
          <NewsCardGrid
            items={article.related}
            locale={locale}
            categoryLabel={(category) => t(`categories.${category}`)}
            className="mt-6"
            stackedMeta
          />
        </section>
      ) : null}
      <nav
        aria-label={t('breadcrumb.news')}
        className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
      >
        {neighbours.map(({ key, item, label }) => (
          <div key={key} className={key === 'next' ? 'sm:text-right' : undefined}>
            <p className="text-sm text-muted">{label}</p>
            {item ? (
              <Link
                href={newsArticleHref(item.id)}
                rel={key === 'previous' ? 'prev' : 'next'}
                className="mt-1 inline-flex min-h-11 items-center font-bold text-ink hover:text-brand"
              >
                {item.title}
              </Link>
            ) : (
              <p className="mt-1 min-h-11 py-2.5 text-body">{t('noRelated')}</p>
            )}
          </div>
        ))}
      </nav>
      <BackToList className="text-link mt-8 gap-2 rounded-control">
        <ArrowLeftIcon />
        {t('backToList')}
      </BackToList>
    </article>
  )
}

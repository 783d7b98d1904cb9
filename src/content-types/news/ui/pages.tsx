import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/components/ui/json-ld'
import type { TypeUi } from '@/features/types'
import { getArticle, getArticleLocales, getPreviewArticle } from '../data/news-article'
import { ArticleUnavailable } from './article-unavailable'
import { ArticleView } from './article-view'
import { articleMetadata, articleStructuredData } from './article-metadata'
import { NewsTeasers } from './news-teasers'

/** The news's pages on the shared routes (an article, its preview, its unavailable page) and its home section. */
export const newsUi = {
  home: { after: 'videos', Section: NewsTeasers },
  item: {
    async metadata(locale, id) {
      const article = await getArticle(locale, id)
      return article ? articleMetadata(article, locale, await getArticleLocales(id)) : {}
    },
    async page(locale, id) {
      const article = await getArticle(locale, id)
      if (!article) return null
      return (
        <>
          <ArticleView article={article} locale={locale} />
          {(await articleStructuredData(article, locale)).map((data) => (
            <JsonLd key={String(data['@type'])} data={data} />
          ))}
        </>
      )
    },
  },
  async preview(locale, id, headers) {
    const [article, t] = await Promise.all([
      getPreviewArticle(locale, id, headers),
      getTranslations({ locale, namespace: 'news' }),
    ])
    return article && <ArticleView article={article} locale={locale} notice={t('preview')} />
  },
  unavailable: {
    async metadata(locale) {
      const t = await getTranslations({ locale, namespace: 'news' })
      return { title: t('loadFailed'), robots: { index: false, follow: false } }
    },
    page: (locale) => <ArticleUnavailable locale={locale} />,
  },
} satisfies TypeUi

import type { ContentType } from '@/content/content-type'
import { articleCoverArt } from './cover-art'
import { newsArticleHref, newsArticleSegment, newsRoutes, newsShared } from './routes'

/** The news: articles with pages of their own, a list with filters and views, a feed. */
export const news = {
  collection: 'news',
  labels: {
    singular: { zh: '文章', en: 'Article' },
    plural: { zh: '新闻', en: 'News' },
  },
  preview: newsRoutes.preview,
  item: {
    kind: 'article',
    href: newsArticleHref,
    segmentOf: newsArticleSegment,
    unavailable: newsRoutes.unavailable,
    list: newsRoutes.list,
    listHref: newsRoutes.list,
    linksOtherLanguage: true,
  },
  search: {
    kind: 'article',
    href: newsArticleHref,
    list: newsRoutes.list,
    words: ['新闻', '资讯', '动态', '新闻动态', 'news', 'article', 'articles', 'press'],
  },
  listCard: { page: 'news', hue: 210, title: 'news.title', detail: 'news.intro' },
  nav: { key: 'news', list: newsRoutes.list, after: 'technology' },
  shared: newsShared,
  cover: { art: articleCoverArt },
} as const satisfies ContentType

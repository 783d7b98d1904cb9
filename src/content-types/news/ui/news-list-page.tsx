import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import {
  getLatestNews,
  getNewsCounts,
  getNewsPage,
  type NewsPage,
  type NewsSummary,
} from '@/content-types/news/data/news'
import { keepOutOfCache } from '@/data/not-stored'
import { PageHeader } from '@/components/ui/page-header'
import { StateMessage } from '@/components/ui/state-message'
import { absoluteUrl, alternates } from '@/i18n/alternates'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'
import { NewsCard } from './news-card'
import { NewsFilters, type NewsFilterTexts } from './news-filters.client'
import { NewsListLink, NewsListShell } from './news-list-shell.client'
import { NewsPagination } from './news-pagination'
import { facetsOfCounts, type NewsFacets } from '@/content-types/news/content/model'
import {
  canonicalNewsQuery,
  newsQueryString,
  newsViewKey,
  type NewsQuery,
} from '@/content-types/news/content/query'
import { newsListHref, newsFeedHref } from '@/content-types/news/content/routes'
import { socialMetadata } from '@/features/share/social-metadata'
import { NewsSwiper } from './news-swiper.client'

/** How many recent articles the banner features. */
const FEATURED_COUNT = 5
/** The list's first row at its widest: the banner never features these again. */
const TOP_ROW = 3

type Loaded = {
  query: NewsQuery
  facets: NewsFacets
  page: NewsPage
  featured: NewsSummary[]
}

/**
 * Reads everything the list shows. When the articles cannot be read it
 * throws, so that no cached list keeps a failure: the list before stays
 * served, and a list never rendered shows its error state (the route's
 * error boundary, news-list-failed.client.tsx).
 */
async function load(locale: Locale, asked: NewsQuery): Promise<Loaded> {
  const counts = await getNewsCounts(locale)
  // The nearest view that exists: the proxy routes by the URL's form alone,
  // this reads it against the articles (a page beyond the last is the first).
  const query = canonicalNewsQuery(asked, counts)
  // A URL that stands for another view is shown, never stored: what is cached
  // stays bounded by the content (docs/decisions/007).
  if (newsViewKey(query) !== newsViewKey(asked)) await keepOutOfCache()
  const filter = { category: query.category, year: query.year, month: query.month }
  const [page, latest] = await Promise.all([
    getNewsPage(locale, { ...filter, page: query.page }),
    getLatestNews(locale, FEATURED_COUNT + TOP_ROW),
  ])
  // The banner features the latest articles but those at the top of the list
  // right below it: the same headline and art never show twice at once.
  const top = new Set(page.items.slice(0, TOP_ROW).map((item) => item.id))
  const featured = latest.filter((item) => !top.has(item.id)).slice(0, FEATURED_COUNT)
  return {
    query,
    facets: withSelected(facetsOfCounts(counts, query.category), query),
    page,
    featured,
  }
}

/** The years and months to offer: those of the category, and the ones chosen. */
function withSelected(facets: NewsFacets, query: NewsQuery): NewsFacets {
  const { year, month } = query
  if (!year) return facets
  const years = facets.years.includes(year)
    ? facets.years
    : [...facets.years, year].sort((a, b) => b - a)
  const months = facets.months[year] ?? []
  return {
    years,
    months: {
      ...facets.months,
      [year]: month && !months.includes(month) ? [...months, month].sort((a, b) => a - b) : months,
    },
  }
}

/** Title, description, canonical (the plain list, whatever the filters) and the feed. */
export async function newsListMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'news' })
  const origin = siteOrigin()
  return {
    title: t('title'),
    description: t('intro'),
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'news' },
      {
        title: t('title'),
        description: t('intro'),
        url: absoluteUrl(origin, newsListHref(), locale),
      },
    )),
    alternates: {
      ...alternates(origin, newsListHref(), locale),
      types: {
        'application/rss+xml': [
          { url: absoluteUrl(origin, newsFeedHref, locale), title: t('feed') },
        ],
      },
    },
  }
}

/**
 * The news list: featured banner, filters, the articles in a grid or a list,
 * pagination; of the view a URL asks for (`query`, read by its form), as it
 * stands among the articles.
 */
export async function NewsListPage({ locale, query: asked }: { locale: Locale; query: NewsQuery }) {
  const [t, format, loaded] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getFormatter({ locale }),
    load(locale, asked),
  ])

  const header = <PageHeader title={t('title')} intro={t('intro')} compact />
  const { query, facets, page, featured } = loaded
  const categoryLabel = (item: NewsSummary) => t(`categories.${item.category}`)
  const texts: NewsFilterTexts = {
    label: t('filters.label'),
    category: t('filters.category'),
    categories: {
      all: t('categories.all'),
      company: t('categories.company'),
      industry: t('categories.industry'),
      article: t('categories.article'),
    },
    year: t('filters.year'),
    month: t('filters.month'),
    allYears: t('filters.allYears'),
    allMonths: t('filters.allMonths'),
    monthNeedsYear: t('filters.monthNeedsYear'),
    months: Array.from({ length: 12 }, (_, index) =>
      format.dateTime(new Date(Date.UTC(2024, index, 15)), { month: 'long', timeZone: 'UTC' }),
    ),
    apply: t('filters.apply'),
    view: t('view.label'),
    views: { grid: t('view.grid'), list: t('view.list') },
  }

  return (
    <div className="container-page flex flex-col gap-4 pb-section pt-6 sm:gap-6">
      {header}
      <NewsSwiper
        slides={featured.map((item, index) => ({
          id: item.id,
          title: item.title,
          summary: item.summary,
          category: categoryLabel(item),
          date: formatDate(item.publishedAt, locale),
          dateTime: item.publishedAt,
          image: item.cover,
          label: t('swiper.slide', { index: index + 1, total: featured.length }),
          goToLabel: t('swiper.goTo', { index: index + 1 }),
        }))}
        texts={{
          label: t('swiper.label'),
          previous: t('swiper.previous'),
          next: t('swiper.next'),
          pause: t('swiper.pause'),
          play: t('swiper.play'),
        }}
      />
      <NewsListShell queryString={newsQueryString(query)} loadingLabel={t('loading')}>
        <div className="flex flex-col gap-3 sm:gap-4">
          <NewsFilters query={query} facets={facets} texts={texts} />
          <div className="flex min-h-5 flex-wrap items-center gap-x-4">
            <p className="text-sm text-muted" aria-live="polite">
              {t('results', { count: page.total })}
            </p>
            {query.category || query.year ? (
              <NewsListLink
                href={newsListHref({ view: query.view })}
                className="inline-flex min-h-11 items-center text-sm font-bold text-brand hover:text-brand-strong"
              >
                {t('filters.reset')}
              </NewsListLink>
            ) : null}
          </div>
          {page.items.length === 0 ? (
            <StateMessage
              message={t('empty')}
              action={
                <NewsListLink
                  href={newsListHref({ view: query.view })}
                  className="inline-flex min-h-11 items-center rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong"
                >
                  {t('filters.reset')}
                </NewsListLink>
              }
            />
          ) : (
            <ul
              data-view={query.view}
              className={
                query.view === 'grid'
                  ? 'grid gap-6 sm:grid-cols-2 desktop:grid-cols-3'
                  : 'flex flex-col gap-5'
              }
            >
              {page.items.map((item) => (
                <li key={item.id} className="flex">
                  <NewsCard
                    item={item}
                    locale={locale}
                    categoryLabel={categoryLabel(item)}
                    layout={query.view}
                  />
                </li>
              ))}
            </ul>
          )}
          {page.totalPages > 1 ? (
            <NewsPagination
              page={page.page}
              totalPages={page.totalPages}
              hrefOf={(number) => newsListHref({ ...query, page: number })}
              texts={{
                label: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                current: t('pagination.current', { page: page.page, total: page.totalPages }),
              }}
            />
          ) : null}
        </div>
      </NewsListShell>
    </div>
  )
}

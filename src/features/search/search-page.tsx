import { Fragment } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSearch, type SearchHit, type SearchResults } from '@/data/search'
import { getLatestNews } from '@/content-types/news/data/news'
import { PageHeader } from '@/components/ui/page-header'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/i18n/format'
import { htmlLang, locales, type Locale } from '@/i18n/locales'
import { localizedPath, type Href } from '@/i18n/paths'
import { searchKinds, type SearchKind, type SearchQuery } from '@/content/search/model'
import { searchHref, searchPath } from '@/content/search/routes'
import { newsArticleHref } from '@/content-types/news/content/routes'
import { searchableTypes, type SearchableKind } from '@/content/types'
import { models, productAnchors } from '@/content/products'
import type { TextPart } from '@/content/search/highlight'
import { phrasesOf } from '@/content/search/terms'
import { socialMetadata } from '@/features/share/social-metadata'
import { absoluteUrl } from '@/i18n/alternates'
import { siteOrigin } from '@/lib/env'

export async function searchMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' })
  // Results pages are for visitors, not for search engines' indexes.
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false },
    ...(await socialMetadata(
      locale,
      { kind: 'page', page: 'search' },
      {
        title: t('title'),
        description: t('description'),
        url: absoluteUrl(siteOrigin(), searchPath, locale),
      },
    )),
  }
}

/** Where each part of the company profile is on its page. */
const profileAnchors = [
  'mission-title',
  'mission-title',
  'values-title',
  'founder-title',
  'milestones-title',
]

/**
 * Where each kind of result leads (an item's own page, or its place on its
 * list's), and the page that lists that kind, offered when nothing is found.
 */
const destinations: Record<SearchKind, { of: (hit: SearchHit) => Href; browse: Href }> = {
  ...(Object.fromEntries(
    searchableTypes.map((type) => [
      type.kind,
      { of: (hit) => type.href(hit.id), browse: type.list },
    ]),
  ) as Record<SearchableKind, { of: (hit: SearchHit) => Href; browse: Href }>),
  product: {
    of: (hit) => ({
      pathname: '/',
      hash: hit.id < models.length ? productAnchors.models : productAnchors.apps,
    }),
    browse: { pathname: '/', hash: productAnchors.models },
  },
  profile: {
    of: (hit) => ({ pathname: '/profile', hash: profileAnchors[hit.id] ?? 'mission-title' }),
    browse: '/profile',
  },
}

/** How a word searched for shows: tinted and underlined, so that it shows in a bold title too. */
const markClass =
  'rounded-sm bg-brand-soft text-ink underline decoration-brand decoration-2 underline-offset-4'

/** Text with the words searched for marked. */
function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className={markClass}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/**
 * A title with the words searched for marked, whose lines break between
 * words only (its parent keeps Chinese words whole: `break-keep`).
 */
function MarkedTitle({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) => {
    const phrases = phrasesOf(part.text).map((phrase, at) => (
      <Fragment key={at}>
        {at > 0 ? <wbr /> : null}
        {phrase}
      </Fragment>
    ))
    return (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part.match ? <mark className={markClass}>{phrases}</mark> : phrases}
      </Fragment>
    )
  })
}

/**
 * The site search: a form that works without JavaScript (GET), the results
 * of the query in the page's language with their type, date and a snippet,
 * a filter by type, pages, and an empty state that suggests where to go.
 */
export async function SearchPage({ locale, query }: { locale: Locale; query: SearchQuery }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const results: SearchResults | null = query.q ? await getSearch(locale, query) : null
  const latest = results && results.total === 0 ? await getLatestNews(locale, 3) : []
  // Nothing here, but the query is found on the site of the other language.
  const other = locales.find((each) => each !== locale)!
  const elsewhere =
    results && results.total === 0
      ? await getSearch(other, { ...query, kind: null, page: 1 })
      : null
  const typeLabel = (kind: SearchKind) => t(`types.${kind}`)
  return (
    <div className="bg-canvas">
      <div className="container-page max-w-4xl py-14 desktop:py-20">
        <PageHeader title={t('title')} intro={t('intro')} />
        <form
          role="search"
          aria-label={t('label')}
          action={localizedPath(searchPath, locale)}
          method="get"
          className="mt-8 flex gap-3"
        >
          <label htmlFor="search-page-field" className="sr-only">
            {t('field')}
          </label>
          <input
            id="search-page-field"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('placeholder')}
            maxLength={200}
            // Opened to search (the header's icon, the / key): the cursor is in the field.
            autoFocus={!query.q}
            autoComplete="off"
            className="min-h-12 min-w-0 flex-1 rounded-control border border-line bg-surface px-4 text-base text-ink"
          />
          {query.kind ? <input type="hidden" name="type" value={query.kind} /> : null}
          <button
            type="submit"
            className="min-h-12 rounded-control bg-brand px-6 font-bold text-white hover:bg-brand-strong"
          >
            {t('submit')}
          </button>
        </form>

        {!results ? (
          <p className="mt-10 text-muted">{t('start')}</p>
        ) : (
          <>
            {results.total > 0 || query.kind ? (
              <>
                <p role="status" className="mt-8 text-body [overflow-wrap:anywhere]">
                  {t('count', { count: results.total, query: results.corrected ?? query.q })}
                </p>
                {results.corrected ? (
                  <p className="mt-2 text-sm text-muted [overflow-wrap:anywhere]">
                    {t('corrected', { corrected: results.corrected })}{' '}
                    <Link
                      href={searchHref({ q: query.q, kind: query.kind, exact: true })}
                      className="font-bold text-brand underline underline-offset-4 hover:no-underline"
                    >
                      {t('searchInstead', { query: query.q })}
                    </Link>
                  </p>
                ) : null}
                <nav aria-label={t('types.label')} className="mt-4 flex flex-wrap gap-2">
                  {[null, ...searchKinds].map((kind) => {
                    const current = kind === query.kind
                    const count = kind
                      ? results.counts[kind]
                      : searchKinds.reduce((sum, each) => sum + results.counts[each], 0)
                    return (
                      <Link
                        key={kind ?? 'all'}
                        href={searchHref({ q: query.q, kind, exact: query.exact })}
                        // Each is a search of its own: run when asked, not ahead.
                        prefetch={false}
                        aria-current={current ? 'page' : undefined}
                        className={`inline-flex min-h-11 items-center gap-2 rounded-pill border px-4 text-sm font-bold ${
                          current
                            ? 'border-ink bg-ink text-white'
                            : 'border-line bg-surface text-ink hover:border-ink'
                        }`}
                      >
                        {kind ? typeLabel(kind) : t('types.all')}
                        <span className="tabular-nums opacity-70">{count}</span>
                      </Link>
                    )
                  })}
                </nav>
              </>
            ) : null}

            {results.total === 0 ? (
              <section className="mt-10 flex flex-col gap-6">
                <div role="status">
                  <h2 className="text-heading [overflow-wrap:anywhere]">
                    {t('empty', { query: query.q })}
                  </h2>
                </div>
                {elsewhere && elsewhere.total > 0 ? (
                  <p className="[overflow-wrap:anywhere]">
                    <Link
                      href={searchHref({ q: query.q })}
                      locale={other}
                      lang={htmlLang[other]}
                      className="font-bold text-brand underline underline-offset-4 hover:no-underline"
                    >
                      {t('elsewhere', {
                        count: elsewhere.total,
                        query: query.q,
                        language: other,
                      })}
                    </Link>
                  </p>
                ) : null}
                <p className="text-muted">{t('emptyHint')}</p>
                <div>
                  <h3 className="font-bold">{t('browse')}</h3>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {searchKinds.map((kind) => (
                      <li key={kind}>
                        <Link
                          href={destinations[kind].browse}
                          className="inline-flex min-h-11 items-center rounded-pill border border-line bg-surface px-4 text-sm font-bold text-ink hover:border-ink"
                        >
                          {typeLabel(kind)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
                {latest.length > 0 ? (
                  <div>
                    <h3 className="font-bold">{t('latest')}</h3>
                    <ul className="mt-3 flex flex-col gap-2">
                      {latest.map((article) => (
                        <li key={article.id}>
                          <Link
                            href={newsArticleHref(article.id)}
                            className="text-brand underline-offset-4 hover:underline"
                          >
                            {article.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            ) : (
              <ol className="mt-8 flex flex-col gap-4">
                {results.hits.map((hit) => (
                  <li key={`${hit.kind}-${hit.id}`} className="card relative p-6">
                    <p className="text-sm text-muted">
                      <span className="font-bold text-brand">{typeLabel(hit.kind)}</span>
                      {hit.date ? (
                        <>
                          {' · '}
                          <time dateTime={hit.date}>
                            {t('published', { date: formatDate(hit.date, locale) })}
                          </time>
                        </>
                      ) : null}
                    </p>
                    <h2 className="mt-2 text-lg font-bold leading-snug text-ink break-keep [overflow-wrap:anywhere]">
                      <Link
                        href={destinations[hit.kind].of(hit)}
                        className="after:absolute after:inset-0 hover:text-brand"
                      >
                        <MarkedTitle parts={hit.title} />
                      </Link>
                    </h2>
                    <p className="mt-2 text-body leading-relaxed [overflow-wrap:anywhere]">
                      <Marked parts={hit.snippet} />
                    </p>
                  </li>
                ))}
              </ol>
            )}

            {results.pages > 1 ? (
              <nav
                aria-label={t('pagination.label')}
                className="mt-10 flex items-center justify-between gap-4"
              >
                {results.page > 1 ? (
                  <Link
                    href={searchHref({ ...query, page: results.page - 1 })}
                    prefetch={false}
                    rel="prev"
                    className="inline-flex min-h-11 items-center rounded-control border border-line bg-surface px-4 text-sm font-bold text-ink hover:border-ink"
                  >
                    {t('pagination.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <p aria-current="page" className="text-sm text-body tabular-nums">
                  {t('pagination.current', { page: results.page, total: results.pages })}
                </p>
                {results.page < results.pages ? (
                  <Link
                    href={searchHref({ ...query, page: results.page + 1 })}
                    prefetch={false}
                    rel="next"
                    className="inline-flex min-h-11 items-center rounded-control border border-line bg-surface px-4 text-sm font-bold text-ink hover:border-ink"
                  >
                    {t('pagination.next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

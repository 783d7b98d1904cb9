'use client'

import { useId, type ChangeEvent } from 'react'
import type { NewsCategory, NewsFacets, NewsView } from '@/content-types/news/content/model'
import { GridIcon, ListIcon } from '@/components/ui/icons'
import { useLocale } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import type { NewsQuery } from '@/content-types/news/content/query'
import { newsListHref, newsRoutes } from '@/content-types/news/content/routes'
import { NewsListLink, useNewsNavigate } from './news-list-shell.client'

export type NewsFilterTexts = {
  label: string
  category: string
  categories: Record<NewsCategory | 'all', string>
  year: string
  month: string
  allYears: string
  allMonths: string
  monthNeedsYear: string
  /** Month names, January first. */
  months: string[]
  apply: string
  view: string
  views: Record<NewsView, string>
}

const href = (query: Partial<NewsQuery>) => newsListHref(query)

const chip =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-pill border px-4 text-sm font-bold transition-colors'

/**
 * Category, year and month filters and the grid/list toggle. Every
 * change is a new URL, rendered by the server and shown in place. Without
 * JavaScript the categories are links and the form submits with its button.
 */
export function NewsFilters({
  query,
  facets,
  texts,
}: {
  query: NewsQuery
  facets: NewsFacets
  texts: NewsFilterTexts
}) {
  const navigate = useNewsNavigate()
  const locale = useLocale()
  const id = useId()
  const months = query.year ? (facets.months[query.year] ?? []) : []

  const onYear = (event: ChangeEvent<HTMLSelectElement>) => {
    const year = Number(event.target.value) || undefined
    navigate(href({ ...query, year, month: undefined, page: 1 }))
  }
  const onMonth = (event: ChangeEvent<HTMLSelectElement>) => {
    const month = Number(event.target.value) || undefined
    navigate(href({ ...query, month, page: 1 }))
  }

  const categories = [undefined, 'company', 'industry', 'article'] as const
  const select =
    'h-11 w-full min-w-0 rounded-control border border-line bg-surface px-2 text-sm text-ink disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted sm:min-w-36 sm:px-3'

  // One row on a desktop; on a phone the categories, then the dates and the
  // view, so that the first article shows on arrival. The dates' first
  // options say what they choose; their labels are for screen readers.
  return (
    <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:justify-between desktop:gap-6">
      {/* On a phone the categories take one row, scrolled sideways if need be;
          its edges fade over the row's padding, so a chip cut there shows that
          the row goes on (scrolled to either end, only the padding fades). */}
      <nav aria-label={texts.category} className="-mx-gutter sm:mx-0">
        <ul className="chip-row flex gap-2 overflow-x-auto px-gutter [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0 desktop:flex-nowrap">
          {categories.map((category) => {
            const current = query.category === category
            return (
              <li key={category ?? 'all'} className="shrink-0">
                <NewsListLink
                  href={href({ ...query, category, page: 1 })}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${
                    current
                      ? 'border-ink bg-ink text-white'
                      : 'border-line bg-surface text-ink hover:border-ink'
                  }`}
                >
                  {texts.categories[category ?? 'all']}
                </NewsListLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3 desktop:flex-nowrap">
        <form
          action={localizedPath(newsRoutes.list, locale)}
          method="get"
          aria-label={texts.label}
          className="flex min-w-48 flex-1 items-center gap-2 sm:flex-none sm:gap-3"
          onSubmit={(event) => event.preventDefault()}
        >
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.view !== 'grid' ? <input type="hidden" name="view" value={query.view} /> : null}
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor={`${id}-year`} className="sr-only">
              {texts.year}
            </label>
            <select
              id={`${id}-year`}
              name="year"
              value={query.year ?? ''}
              onChange={onYear}
              className={select}
            >
              <option value="">{texts.allYears}</option>
              {facets.years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor={`${id}-month`} className="sr-only">
              {texts.month}
            </label>
            <select
              id={`${id}-month`}
              name="month"
              value={query.month ?? ''}
              onChange={onMonth}
              disabled={!query.year}
              title={query.year ? undefined : texts.monthNeedsYear}
              className={select}
            >
              <option value="">{texts.allMonths}</option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {texts.months[month - 1]}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={`${chip} border-ink bg-ink text-white`}>
              {texts.apply}
            </button>
          </noscript>
        </form>
        <div
          role="group"
          aria-label={texts.view}
          className="ml-auto flex shrink-0 rounded-control border border-line p-1"
        >
          {(['grid', 'list'] as const).map((view) => {
            const Icon = view === 'grid' ? GridIcon : ListIcon
            const current = query.view === view
            return (
              <NewsListLink
                key={view}
                href={href({ ...query, view })}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-[0.5rem] text-sm font-bold sm:px-3 ${
                  current ? 'bg-brand-soft text-brand-strong' : 'text-muted hover:text-ink'
                }`}
              >
                <Icon />
                <span className="max-sm:sr-only">{texts.views[view]}</span>
              </NewsListLink>
            )
          })}
        </div>
      </div>
    </div>
  )
}

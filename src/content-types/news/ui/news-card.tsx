import type { NewsSummary } from '@/content-types/news/data/news'
import { ContentImage } from '@/components/ui/content-image'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { CategoryBadge } from './category-badge'
import { newsArticleHref } from '@/content-types/news/content/routes'
import type { NewsCategory } from '@/content-types/news/content/model'

/** One article in a list: cover, category, date, title and summary, all one link. */
export function NewsCard({
  item,
  locale,
  categoryLabel,
  layout,
  headingLevel = 'h2',
  stackedMeta = false,
}: {
  item: NewsSummary
  locale: Locale
  categoryLabel: string
  layout: 'grid' | 'list'
  headingLevel?: 'h2' | 'h3'
  /**
   * The date under the category, in every card alike: for narrow cards
   * (related reading), where a long category would push some dates to a
   * second line and the titles of a row out of line.
   */
  stackedMeta?: boolean
}) {
  const Heading = headingLevel
  const list = layout === 'list'
  return (
    <article className={`group card-action ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}>
      <ContentImage
        image={item.cover}
        sizes={
          list
            ? '(min-width: 40rem) 18rem, calc(100vw - 2.5rem)'
            : '(min-width: 64rem) 23rem, (min-width: 40rem) 45vw, calc(100vw - 2.5rem)'
        }
        className={`aspect-[2/1] w-full bg-canvas object-cover ${list ? 'sm:w-72 sm:shrink-0' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div
          className={`flex text-sm text-muted ${
            stackedMeta ? 'flex-col items-start gap-1' : 'flex-wrap items-center gap-3'
          }`}
        >
          <CategoryBadge category={item.category} label={categoryLabel} />
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
        </div>
        <Heading className="line-clamp-2 text-lg leading-snug text-pretty text-ink">
          <Link href={newsArticleHref(item.id)} className="stretched-link">
            {item.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm leading-relaxed text-body">{item.summary}</p>
      </div>
    </article>
  )
}

/** Articles as a grid of cards, one to three columns, their titles level-3 headings. */
export function NewsCardGrid({
  items,
  locale,
  categoryLabel,
  className = '',
  stackedMeta = false,
}: {
  items: NewsSummary[]
  locale: Locale
  categoryLabel: (category: NewsCategory) => string
  className?: string
  /** See NewsCard. */
  stackedMeta?: boolean
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 desktop:grid-cols-3 ${className}`}>
      {items.map((item) => (
        <li key={item.id} className="flex [&>article]:w-full">
          <NewsCard
            item={item}
            locale={locale}
            categoryLabel={categoryLabel(item.category)}
            layout="grid"
            headingLevel="h3"
            stackedMeta={stackedMeta}
          />
        </li>
      ))}
    </ul>
  )
}

import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { NewsListLink } from './news-list-shell.client'

const button =
  'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control border px-4 text-sm font-bold'

/** Previous and next page, with the current page between them. */
export function NewsPagination({
  page,
  totalPages,
  hrefOf,
  texts,
}: {
  page: number
  totalPages: number
  hrefOf: (page: number) => string
  texts: { label: string; previous: string; next: string; current: string }
}) {
  const previous = page > 1 ? hrefOf(page - 1) : null
  const next = page < totalPages ? hrefOf(page + 1) : null
  const disabled = `${button} cursor-not-allowed border-line text-muted/70`
  const enabled = `${button} border-line bg-surface text-ink hover:border-ink`
  return (
    // On a phone the page number takes its own row above the two buttons, so
    // that no label has to break.
    <nav
      aria-label={texts.label}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 sm:flex-nowrap sm:justify-center"
    >
      {previous ? (
        <NewsListLink href={previous} toList rel="prev" className={enabled}>
          <ArrowLeftIcon />
          {texts.previous}
        </NewsListLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ArrowLeftIcon />
          {texts.previous}
        </span>
      )}
      <p
        aria-current="page"
        className="order-first w-full whitespace-nowrap text-center text-sm text-body tabular-nums sm:order-none sm:w-auto"
      >
        {texts.current}
      </p>
      {next ? (
        <NewsListLink href={next} toList rel="next" className={enabled}>
          {texts.next}
          <ArrowRightIcon />
        </NewsListLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {texts.next}
          <ArrowRightIcon />
        </span>
      )}
    </nav>
  )
}

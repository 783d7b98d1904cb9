import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { NewsListLink } from './news-list-shell.client'

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-control border px-4 text-sm font-bold'

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
    <nav
      aria-label={texts.label}
      className="flex items-center justify-between gap-4 sm:justify-center"
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
      <p aria-current="page" className="text-sm text-body tabular-nums">
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

import { Fragment } from 'react'
import { Link } from '@/i18n/navigation'
import type { Href } from '@/i18n/paths'
import { ChevronRightIcon } from './icons'

/** Where the page sits in the site; the last item is the page itself. */
export function Breadcrumb({
  label,
  items,
}: {
  label: string
  items: readonly { label: string; href?: Href }[]
}) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 ? (
              <li aria-hidden="true" className="text-muted/70">
                <ChevronRightIcon width={14} height={14} />
              </li>
            ) : null}
            <li>
              {item.href ? (
                <Link
                  href={item.href}
                  className="inline-flex min-h-11 items-center rounded-control hover:text-brand"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-body">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}

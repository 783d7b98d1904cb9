import type { ReactNode } from 'react'

/**
 * A link to another site (the agent app, a store, the video channel): a new
 * tab without an opener, announced as such to screen readers.
 */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  children,
  ...rest
}: {
  href: string
  newTabLabel: string
  className?: string
  children: ReactNode
  'aria-describedby'?: string
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <span className="sr-only">{` ${newTabLabel}`}</span>
    </a>
  )
}

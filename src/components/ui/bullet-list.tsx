import type { ReactNode } from 'react'

/** A list with the site's small accent dots as bullets. */
export function BulletList({
  items,
  className = 'grid gap-2.5',
  itemClassName = '',
  ...rest
}: {
  items: { key: string; content: ReactNode }[]
  className?: string
  itemClassName?: string
  'aria-label'?: string
}) {
  return (
    <ul className={className} {...rest}>
      {items.map((item) => (
        <li key={item.key} className={`dot-item ${itemClassName}`}>
          {item.content}
        </li>
      ))}
    </ul>
  )
}

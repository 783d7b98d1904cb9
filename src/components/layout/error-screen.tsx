import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'

/** The shared design of the 404 and error pages: a big code, a message and a way home. */
export function ErrorScreen({
  code,
  title,
  hint,
  homeLabel,
  action,
}: {
  code: string
  title: ReactNode
  hint?: string
  homeLabel: string
  action?: ReactNode
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center desktop:py-32">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand to-accent bg-clip-text text-[6rem] leading-none font-bold tracking-tight text-transparent desktop:text-[9rem]"
      >
        {code}
      </p>
      <h1 className="mt-6 max-w-2xl text-heading break-words text-ink">{title}</h1>
      {hint ? <p className="mt-3 max-w-xl text-body">{hint}</p> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {action}
        <Link
          href="/"
          className="inline-flex h-12 items-center rounded-control bg-brand px-6 font-bold text-white hover:bg-brand-strong"
        >
          {homeLabel}
        </Link>
      </div>
    </section>
  )
}

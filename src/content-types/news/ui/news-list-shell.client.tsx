'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useTransition,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import { listQueryKey } from './list-state'

/** `toList`: bring the top of the list into view once the new view is shown (pagination). */
type Navigate = (href: string, options?: { toList?: boolean }) => void

const NavigateContext = createContext<Navigate | null>(null)

/**
 * Set by a page change, taken by the list shown next: another view is
 * another page of the list route (`/news/view/{key}`), so the list that
 * shows it is a new shell.
 */
let bringListIntoView = false

/**
 * The news list's frame on the client: every change of filter, view or page
 * goes through one transition, so the list shows its loading state while the
 * server renders the new view, and the URL (with back and forward) holds the
 * state. It also remembers the query for the articles' "back to the list".
 */
export function NewsListShell({
  queryString,
  loadingLabel,
  children,
}: {
  queryString: string
  loadingLabel: string
  children: ReactNode
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const frame = useRef<HTMLDivElement>(null)
  const navigate = useCallback<Navigate>(
    (href, options) => {
      bringListIntoView = Boolean(options?.toList)
      startTransition(() => router.push(href, { scroll: false }))
    },
    [router],
  )

  // Once the new page of the list is shown: its top in view, and focus there,
  // so that keyboard and screen reader users go on from the first article.
  useEffect(() => {
    if (pending || !bringListIntoView) return
    bringListIntoView = false
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    frame.current?.focus({ preventScroll: true })
    frame.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }, [pending, queryString])

  useEffect(() => {
    try {
      sessionStorage.setItem(listQueryKey, queryString)
    } catch {
      // Storage can be off; "back to the list" then shows the plain list.
    }
  }, [queryString])

  return (
    <NavigateContext value={navigate}>
      <div ref={frame} tabIndex={-1} aria-busy={pending} className="relative outline-none">
        {pending ? (
          // Fixed below the header: in view wherever the visitor clicked.
          <p
            role="status"
            className="fixed inset-x-0 top-24 z-30 mx-auto w-fit rounded-pill bg-ink px-4 py-2 text-sm text-white shadow-pop"
          >
            {loadingLabel}
          </p>
        ) : null}
        <div className={pending ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
          {children}
        </div>
      </div>
    </NavigateContext>
  )
}

/** Navigates within the list (in its transition). */
export function useNewsNavigate(): Navigate {
  const navigate = useContext(NavigateContext)
  if (!navigate) throw new Error('useNewsNavigate needs a NewsListShell around it.')
  return navigate
}

/** A link to another view of the list: a real link, followed in the list's transition. */
export function NewsListLink({
  href,
  toList = false,
  className,
  children,
  ...rest
}: {
  href: string
  toList?: boolean
  className?: string
  children: ReactNode
  'aria-current'?: 'page' | 'true'
  'aria-label'?: string
  rel?: string
}) {
  const navigate = useNewsNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(href, { toList })
  }
  return (
    <Link href={href} onClick={onClick} className={className} prefetch={false} {...rest}>
      {children}
    </Link>
  )
}

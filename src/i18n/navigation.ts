'use client'

import {
  useParams,
  usePathname as useNextPathname,
  useRouter as useNextRouter,
} from 'next/navigation'
import { useMemo } from 'react'
import { publicHref, publicPath, type QueryRouteParams } from '@/routing/public-path'
import { useLocale } from './locale-context.client'
import type { Locale } from './locales'
import { localizedPath, splitLocale, type Href } from './paths'

/**
 * Localized navigation for client components: links, the current path without
 * its locale prefix, and a router that localizes what it is given.
 */
export { Link } from './link.client'
export { useLocale } from './locale-context.client'

/**
 * The current path without its locale prefix (`/en/news` → `/news`). On the
 * server a page sees the app route the proxy rewrote to (`/main/en/news/view/…`);
 * it is taken back to the public path, so that the page's HTML and its
 * hydrated links agree.
 */
export function usePathname(): string {
  return splitLocale(publicPath(useNextPathname())).pathname
}

/**
 * The current page's path without its locale prefix, with the query its
 * route stands for (`/news?category=industry`, `/profile?tab=2`): read from
 * the app route the proxy rewrote to where the page sees it (a prerendered
 * page), else from the route's parameters (a view of the list rendered on its
 * first visit, and the browser, see the public path). The same in the
 * server's HTML and in the browser.
 */
export function useServerHref(): string {
  const path = useNextPathname()
  const { key, tab } = useParams<QueryRouteParams>()
  return splitLocale(publicHref(path, { key, tab })).pathname
}

/** The target language (default: the current one); `scroll: false` keeps the scroll position. */
type NavigateOptions = { locale?: Locale; scroll?: boolean }

export function useRouter() {
  const router = useNextRouter()
  const current = useLocale()
  return useMemo(
    () => ({
      push: (href: Href, options?: NavigateOptions) =>
        router.push(localizedPath(href, options?.locale ?? current), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(localizedPath(href, options?.locale ?? current), {
          scroll: options?.scroll,
        }),
    }),
    [router, current],
  )
}

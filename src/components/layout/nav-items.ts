import type { faqRoutes } from '@/content-types/faqs/content/routes'
import type { newsRoutes } from '@/content-types/news/content/routes'
import type { profileRoutes } from '@/content/profile/routes'
import type { AgentPath } from '@/lib/agent-app'

/**
 * Internal link target; paths are localized by `@/i18n/navigation`. The
 * pages' paths are their routes modules' (a path spelled otherwise does not compile).
 */
export type InternalHref = {
  pathname: '/' | typeof newsRoutes.list | typeof faqRoutes.list | typeof profileRoutes.page
  query?: Record<string, string>
  hash?: string
}

export type ModelKey = 'general' | 'reasoning' | 'tcm' | 'medical' | 'herb'
export type NavKey =
  'models' | 'scenarios' | 'downloads' | 'technology' | 'news' | 'videos' | 'faq' | 'about'

type ChildDef =
  { key: 'company' | 'join'; href: InternalHref } | { key: ModelKey; agent: AgentPath }

export type NavItemDef = { key: NavKey; href: InternalHref; children?: readonly ChildDef[] }

/** The four models of the header submenu, each opening the agent app. */
export const headerModels: readonly { key: ModelKey; agent: AgentPath }[] = [
  { key: 'general', agent: 'general' },
  { key: 'reasoning', agent: 'reasoning' },
  { key: 'tcm', agent: 'tcm' },
  { key: 'medical', agent: 'medical' },
]

export const aboutLinks = {
  company: { pathname: '/profile', query: { tab: '0' } },
  join: { pathname: '/profile', query: { tab: '2' } },
} as const satisfies Record<string, InternalHref>

/** Header items, in order. */
export const navItems: readonly NavItemDef[] = [
  { key: 'models', href: { pathname: '/' }, children: headerModels },
  { key: 'scenarios', href: { pathname: '/', hash: 'pcsolutions' } },
  { key: 'downloads', href: { pathname: '/', hash: 'productApply' } },
  { key: 'technology', href: { pathname: '/', hash: 'technicalAbility' } },
  { key: 'news', href: { pathname: '/news' } },
  { key: 'videos', href: { pathname: '/', hash: 'videosay' } },
  { key: 'faq', href: { pathname: '/faq' } },
  {
    key: 'about',
    href: aboutLinks.company,
    children: [
      { key: 'company', href: aboutLinks.company },
      { key: 'join', href: aboutLinks.join },
    ],
  },
]

/** A header item with its label and resolved targets, as handed to the client menus. */
export type ResolvedNavItem = {
  key: NavKey
  label: string
  href: InternalHref
  children?: ResolvedNavChild[]
}
export type ResolvedNavChild =
  | { key: string; label: string; href: InternalHref; external?: undefined }
  | { key: string; label: string; external: string }

/** Which header item a page path belongs to (for `aria-current`). */
export function activeNavKey(pathname: string): NavKey | undefined {
  if (pathname === '/') return 'models'
  if (pathname === '/news' || pathname.startsWith('/news/')) return 'news'
  if (pathname === '/faq') return 'faq'
  if (pathname === '/profile') return 'about'
  return undefined
}

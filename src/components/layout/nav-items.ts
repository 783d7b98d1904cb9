import type { profileRoutes } from '@/content/profile/routes'
import { typeNav, type TypeNav } from '@/content/types'
import type { AgentPath } from '@/lib/agent-app'

/**
 * Internal link target; paths are localized by `@/i18n/navigation`. The
 * pages' paths are their routes modules' (a path spelled otherwise does not compile).
 */
export type InternalHref = {
  pathname: '/' | TypeNav['list'] | typeof profileRoutes.page
  query?: Record<string, string>
  hash?: string
}

export type ModelKey = 'general' | 'reasoning' | 'tcm' | 'medical' | 'herb'
/** The header's own items; the content types' (news, FAQ) come from their entries. */
type SiteNavKey = 'models' | 'scenarios' | 'downloads' | 'technology' | 'videos' | 'about'
export type NavKey = SiteNavKey | TypeNav['key']

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

/** The header's own items, in order. */
const siteItems: readonly NavItemDef[] = [
  { key: 'models', href: { pathname: '/' }, children: headerModels },
  { key: 'scenarios', href: { pathname: '/', hash: 'pcsolutions' } },
  { key: 'downloads', href: { pathname: '/', hash: 'productApply' } },
  { key: 'technology', href: { pathname: '/', hash: 'technicalAbility' } },
  { key: 'videos', href: { pathname: '/', hash: 'videosay' } },
  {
    key: 'about',
    href: aboutLinks.company,
    children: [
      { key: 'company', href: aboutLinks.company },
      { key: 'join', href: aboutLinks.join },
    ],
  },
]

/** An item, then the types' items that come after it (and theirs). */
function withFollowers(item: NavItemDef): NavItemDef[] {
  return [
    item,
    ...typeNav
      .filter((type) => type.after === item.key)
      .flatMap((type) => withFollowers({ key: type.key, href: { pathname: type.list } })),
  ]
}

/** Header items, in order: the header's own, each followed by the types' that come after it. */
export const navItems: readonly NavItemDef[] = siteItems.flatMap(withFollowers)

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
  if (pathname === '/profile') return 'about'
  return typeNav.find((type) => pathname === type.list || pathname.startsWith(`${type.list}/`))?.key
}

import { profileTabValue, type ProfileTab } from './tabs'

/**
 * The paths of the company profile, without a locale prefix: the only place
 * that spells the ones below its page. Its tabs are `?tab=` values of one
 * page (src/content/profile/tabs.ts); the openings have their own routes module.
 */
const page = '/profile'

export const profileRoutes = {
  page,
  /** The prerendered route of the FAQ and join-us tabs, followed by `/{tab}` (no public URL names it). */
  tabRoot: `${page}/tab`,
} as const

/** A tab of the profile, as a link (the company tab is the page itself). */
export function profileTabHref(tab: ProfileTab): string {
  const value = profileTabValue(tab)
  return value === '0' ? page : `${page}?tab=${value}`
}

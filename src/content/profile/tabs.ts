/** The tabs of the profile page, by their `?tab=` value (`/profile?tab=0|1|2`). */
export const profileTabs = ['company', 'faq', 'join'] as const
export type ProfileTab = (typeof profileTabs)[number]

/** `?tab=` → tab; missing or anything but `0`, `1`, `2` → the company tab. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  const index = value === '1' ? 1 : value === '2' ? 2 : 0
  return profileTabs[index] ?? 'company'
}

/** The `?tab=` value of a tab. */
export function profileTabValue(tab: ProfileTab): string {
  return String(profileTabs.indexOf(tab))
}

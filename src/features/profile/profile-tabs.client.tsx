'use client'

import { useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import {
  parseProfileTab,
  profileTabs,
  profileTabValue,
  type ProfileTab,
} from '@/content/profile/tabs'

/**
 * The tab a profile route shows: `/profile` the company, `/profile/tab/{n}`
 * the others, and a job's page (`/profile/jobs/{id}`) is under join us.
 */
function useSelectedTab(): ProfileTab {
  const segments = useSelectedLayoutSegments()
  if (segments[0] === 'jobs') return 'join'
  return segments[0] === 'tab' ? parseProfileTab(segments[1]) : 'company'
}

export const profilePanelId = 'profile-panel'
export const profileTabId = (tab: ProfileTab) => `profile-tab-${tab}`

const hrefOf = (tab: ProfileTab) =>
  tab === 'company'
    ? { pathname: '/profile', query: { tab: '0' } }
    : { pathname: '/profile', query: { tab: profileTabValue(tab) } }

/**
 * The tablist of the profile page. Each tab is a link to its `?tab=` URL, so
 * a shared link opens the right tab rendered on the server; switching tabs
 * updates the URL in place. Arrow keys, Home and End move between the tabs
 * and open them (the tabs pattern with automatic activation).
 */
export function ProfileTabs({
  label,
  names,
}: {
  label: string
  names: Record<ProfileTab, string>
}) {
  const selected = useSelectedTab()
  const router = useRouter()
  const tabs = useRef<Partial<Record<ProfileTab, HTMLAnchorElement | null>>>({})

  // On a screen too narrow for every tab, the selected one is scrolled into the list's view.
  useEffect(() => {
    const node = tabs.current[selected]
    const list = node?.parentElement
    if (!node || !list) return
    const right = node.offsetLeft + node.offsetWidth
    if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth
    else if (node.offsetLeft < list.scrollLeft) list.scrollLeft = node.offsetLeft
  }, [selected])

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = profileTabs.indexOf(selected)
    const last = profileTabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % profileTabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % profileTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    const tab = profileTabs[next] ?? 'company'
    tabs.current[tab]?.focus()
    router.push(hrefOf(tab), { scroll: false })
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="relative flex gap-1 overflow-x-auto border-b border-line"
    >
      {profileTabs.map((tab) => {
        const active = tab === selected
        return (
          <Link
            key={tab}
            ref={(node) => {
              tabs.current[tab] = node
            }}
            id={profileTabId(tab)}
            role="tab"
            href={hrefOf(tab)}
            scroll={false}
            aria-selected={active}
            aria-controls={profilePanelId}
            tabIndex={active ? 0 : -1}
            onKeyDown={onKeyDown}
            className={`-mb-px inline-flex min-h-12 shrink-0 items-center border-b-2 px-2 text-sm font-bold whitespace-nowrap transition-colors min-[400px]:px-4 min-[400px]:text-base ${
              active
                ? 'border-brand text-brand'
                : 'border-transparent text-muted hover:border-line hover:text-ink'
            }`}
          >
            {names[tab]}
          </Link>
        )
      })}
    </div>
  )
}

/** The panel of the selected tab, named by it. */
export function ProfilePanel({ children }: { children: React.ReactNode }) {
  const selected = useSelectedTab()
  return (
    <div
      id={profilePanelId}
      role="tabpanel"
      aria-labelledby={profileTabId(selected)}
      tabIndex={0}
      className="focus-visible:outline-offset-8"
    >
      {children}
    </div>
  )
}

import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { agentAppOrigin } from '@/lib/env'
import { agentAppUrl } from '@/lib/agent-app'
import { HeaderNav } from './header-nav.client'
import { LocaleSwitcher } from './locale-switcher.client'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu.client'
import { SearchShortcut } from './search-shortcut.client'
import { SearchIcon } from '@/components/ui/icons'
import { searchPath } from '@/content/search/routes'
import { navItems, type ResolvedNavItem } from './nav-items'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const tModels = await getTranslations({ locale, namespace: 'models' })
  const tA11y = await getTranslations({ locale, namespace: 'a11y' })
  const tSwitcher = await getTranslations({ locale, namespace: 'localeSwitcher' })
  const tMeta = await getTranslations({ locale, namespace: 'metadata' })
  const origin = agentAppOrigin()

  const items: ResolvedNavItem[] = navItems.map((item) => ({
    key: item.key,
    label: t(item.key),
    href: item.href,
    children: item.children?.map((child) =>
      'agent' in child
        ? {
            key: child.key,
            label: tModels(child.key),
            external: agentAppUrl(origin, child.agent, locale),
          }
        : { key: child.key, label: t(child.key), href: child.href },
    ),
  }))

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link href="/" aria-label={tA11y('home')} className="shrink-0 rounded-control">
          <Logo name={tMeta('siteName')} />
        </Link>
        <HeaderNav items={items} label={t('label')} newTabLabel={tA11y('opensInNewTab')} />
        <div className="flex items-center sm:gap-1">
          <Link
            href={searchPath}
            aria-label={t('search')}
            aria-keyshortcuts="/"
            title={t('search')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-control text-ink-soft hover:bg-canvas"
          >
            <SearchIcon />
          </Link>
          <SearchShortcut />
          <LocaleSwitcher label={tSwitcher('label')} />
          <MobileMenu
            items={items}
            label={t('label')}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
          />
        </div>
      </div>
    </header>
  )
}

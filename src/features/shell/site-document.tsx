import '@/styles/globals.css'
import { getTranslations } from 'next-intl/server'
import { Activity, type ReactNode } from 'react'
import { AppShell } from './app-shell'
import { CodeFailureNotice } from '@/components/app/code-failure'
import { ErrorTextsProvider } from '@/components/app/error-texts.client'
import { LocaleProvider } from '@/i18n/locale-context.client'
import { htmlLang, type Locale } from '@/i18n/locales'
import type { HostVariant } from '@/lib/host-variant'
import { SiteFooter } from './site-footer'
import { SiteHeader } from '@/components/layout/site-header'

/** The document every site page shares: header, main, footer and the app shell. */
export async function SiteDocument({
  locale,
  variant,
  children,
}: {
  locale: Locale
  variant: HostVariant
  children: ReactNode
}) {
  const [tA11y, tError, tNotify] = await Promise.all([
    getTranslations({ locale, namespace: 'a11y' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'notifications.loadFailed' }),
  ])
  const errorTexts = {
    title: tError('title'),
    message: tError('message'),
    retry: tError('retry'),
    home: tError('home'),
    // Filled in on the client with the error's reference.
    reference: tError.raw('reference') as string,
  }
  return (
    <html lang={htmlLang[locale]} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <CodeFailureNotice
          texts={{
            title: tNotify('title'),
            description: tNotify('description'),
            reload: tNotify('reload'),
          }}
        />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow-pop"
        >
          {tA11y('skipToContent')}
        </a>
        <noscript>
          {/* Without JavaScript, the header's menus open while pointed at or focused. */}
          <style>
            {
              '[data-menu]:focus-within > [role="menu"], [data-nav-item]:focus-within > [role="menu"], [data-nav-item]:hover > [role="menu"], [data-mobile-menu-root]:focus-within > [data-mobile-menu] { display: block; }'
            }
          </style>
        </noscript>
        {/* Client leaves get their texts as props: no i18n runtime is shipped to the browser. */}
        <LocaleProvider locale={locale}>
          <ErrorTextsProvider texts={errorTexts}>
            <Activity>
              <SiteHeader locale={locale} />
            </Activity>
            <main id="main" className="flex-1">
              <Activity>{children}</Activity>
            </main>
            <Activity>
              <SiteFooter locale={locale} variant={variant} />
            </Activity>
            <AppShell locale={locale} />
          </ErrorTextsProvider>
        </LocaleProvider>
      </body>
    </html>
  )
}

'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore, type ReactNode } from 'react'

const noSubscription = () => () => {}

const texts = {
  zh: (here: string, origin: string) =>
    `这个后台的地址是 ${origin}（由 SITE_URL 设置）。在 ${here} 打开时无法保存：请在 ${origin}/admin 打开后台，或把 SITE_URL 设为你使用的地址。`,
  en: (here: string, origin: string) =>
    `This admin's address is ${origin} (SITE_URL). Opened at ${here} it cannot save: open it at ${origin}/admin, or set SITE_URL to the address you use.`,
} as const

/**
 * Around every admin screen: when the admin is opened at another address
 * than SITE_URL's, whose sessions alone it accepts, it says so before the
 * editor types anything (a save from here would be refused).
 */
export function OriginNotice({
  origin,
  children,
}: {
  origin: string | null
  children?: ReactNode
}) {
  const { i18n } = useTranslation()
  // The page's own address, known in the browser only (null while rendered on the server).
  const here = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  const elsewhere = origin !== null && here !== null && here !== origin
  return (
    <>
      {elsewhere ? (
        <div
          role="alert"
          data-origin-notice
          style={{
            padding: '12px 16px',
            background: '#fef2f2',
            borderBottom: '2px solid #dc2626',
            color: '#111827',
            fontSize: 14,
            lineHeight: 1.6,
          }}
        >
          {(i18n.language === 'en' ? texts.en : texts.zh)(here, origin)}
        </div>
      ) : null}
      {children}
    </>
  )
}

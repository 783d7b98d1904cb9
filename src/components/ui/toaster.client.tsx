'use client'

import { useSyncExternalStore } from 'react'
import { WarningIcon } from '@/components/ui/icons'
import {
  getEntries,
  NOTIFICATION_EDGE_PX,
  NOTIFICATION_WIDTH_PX,
  subscribe,
  TOAST_TOP_PX,
  type ToastEntry,
} from '@/lib/toast'

const none: readonly ToastEntry[] = []

/** Renders toasts (centred, 8 px from the top) and notifications (24 px from the top right corner, 384 px wide). */
export function Toaster() {
  const entries = useSyncExternalStore(subscribe, getEntries, () => none)
  const toasts = entries.filter((entry) => entry.variant === 'toast')
  const notifications = entries.filter((entry) => entry.variant === 'notification')
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-4"
        style={{ top: TOAST_TOP_PX }}
      >
        {toasts.map((entry) => (
          <div
            key={entry.id}
            data-toast={entry.kind}
            className="pointer-events-auto flex items-center gap-2 rounded-control bg-surface px-4 py-2.5 text-sm text-ink shadow-pop"
          >
            {entry.kind === 'warning' || entry.kind === 'error' ? (
              <WarningIcon className={entry.kind === 'error' ? 'text-danger' : 'text-warning'} />
            ) : null}
            {entry.title}
          </div>
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed z-[100] flex flex-col gap-3"
        style={{
          top: NOTIFICATION_EDGE_PX,
          right: NOTIFICATION_EDGE_PX,
          width: NOTIFICATION_WIDTH_PX,
          maxWidth: `calc(100vw - ${2 * NOTIFICATION_EDGE_PX}px)`,
        }}
      >
        {notifications.map((entry) => (
          <div
            key={entry.id}
            data-notification={entry.kind}
            className="pointer-events-auto rounded-card bg-surface p-4 text-sm shadow-pop"
          >
            <p className="font-bold text-ink">{entry.title}</p>
            {entry.description ? <p className="mt-1 text-body">{entry.description}</p> : null}
          </div>
        ))}
      </div>
    </>
  )
}

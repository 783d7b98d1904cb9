'use client'

import { useErrorRecovery } from '@/components/app/error-recovery.client'
import { RefreshIcon } from './icons'

/**
 * The error states' "Reload": loads the page again (src/components/app/
 * error-recovery.client.ts); given the `error` of a boundary whose code did
 * not arrive, it does so at once.
 */
export function ReloadButton({ label, error }: { label: string; error?: unknown }) {
  const { retry } = useErrorRecovery(error)
  return (
    <button
      type="button"
      onClick={retry}
      className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong"
    >
      <RefreshIcon />
      {label}
    </button>
  )
}

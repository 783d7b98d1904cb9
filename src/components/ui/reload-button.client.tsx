'use client'

import { useErrorRecovery } from '@/components/app/error-recovery.client'
import { RefreshIcon } from './icons'

/**
 * The error states' "Reload": loads the page again; in an error boundary
 * (`reset`), asks the server for it in place and lets it replace the
 * boundary, unless code failed to arrive (`error`): then it loads it anew.
 */
export function ReloadButton({
  label,
  reset,
  error,
}: {
  label: string
  reset?: () => void
  error?: unknown
}) {
  const { pending, retry } = useErrorRecovery(error, reset)
  return (
    <button
      type="button"
      disabled={pending}
      onClick={retry}
      className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong disabled:opacity-60"
    >
      <RefreshIcon className={pending ? 'animate-spin motion-reduce:animate-none' : undefined} />
      {label}
    </button>
  )
}

'use client'

import { useErrorRecovery } from '@/components/app/error-recovery.client'
import { RefreshIcon } from './icons'

/**
 * Asks the server for the page again, in place (the error states' "Reload");
 * in an error boundary, `reset` lets the page replace the boundary again, and
 * a failed code chunk (`error`) loads the page anew.
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

'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { RefreshIcon } from './icons'

/**
 * Asks the server for the page again, in place (the error states' "Reload");
 * in an error boundary, `reset` lets the page replace the boundary again.
 */
export function ReloadButton({ label, reset }: { label: string; reset?: () => void }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(() => {
          router.refresh()
          reset?.()
        })
      }
      className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong disabled:opacity-60"
    >
      <RefreshIcon className={pending ? 'animate-spin motion-reduce:animate-none' : undefined} />
      {label}
    </button>
  )
}

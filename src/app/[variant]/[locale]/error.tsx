'use client'

import { useEffect } from 'react'
import { useErrorRecovery } from '@/components/app/error-recovery.client'
import { useErrorTexts } from '@/components/app/error-texts.client'
import { ErrorScreen } from '@/components/layout/error-screen'

/**
 * An unhandled error: the error screen with a retry that loads the page
 * again. A part of the site whose code did not arrive loads the page anew
 * first (src/components/app/error-recovery.client.ts). No error detail
 * reaches the page.
 */
export default function ErrorPage({
  error,
}: {
  error: Error & { digest?: string }
  /** Next's re-render of what failed: not used, the retry loads the page again. */
  reset: () => void
}) {
  const t = useErrorTexts()
  const { reloading, retry } = useErrorRecovery(error)
  useEffect(() => {
    console.error(error)
  }, [error])
  // The page is being loaded anew: nothing to show meanwhile.
  if (reloading) return null
  return (
    <>
      <title>{t.title}</title>
      <ErrorScreen
        code="500"
        title={t.title}
        hint={
          error.digest ? `${t.message} ${t.reference.replace('{id}', error.digest)}` : t.message
        }
        homeLabel={t.home}
        action={
          <button
            type="button"
            onClick={retry}
            className="inline-flex h-12 items-center rounded-control border border-line px-6 font-bold text-ink hover:border-brand hover:text-brand"
          >
            {t.retry}
          </button>
        }
      />
    </>
  )
}

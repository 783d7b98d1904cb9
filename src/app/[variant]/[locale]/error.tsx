'use client'

import { useEffect } from 'react'
import { useErrorTexts } from '@/components/app/error-texts.client'
import { ErrorScreen } from '@/components/layout/error-screen'

/** An unhandled error: the error screen with a retry. No error detail reaches the page. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useErrorTexts()
  useEffect(() => {
    console.error(error)
  }, [error])
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
            onClick={() => reset()}
            className="inline-flex h-12 items-center rounded-control border border-line px-6 font-bold text-ink hover:border-brand hover:text-brand"
          >
            {t.retry}
          </button>
        }
      />
    </>
  )
}

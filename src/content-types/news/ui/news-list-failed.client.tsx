'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { useErrorTexts } from '@/components/app/error-texts.client'
import { PageHeader } from '@/components/ui/page-header'
import { ReloadButton } from '@/components/ui/reload-button.client'
import { StateMessage } from '@/components/ui/state-message'

export type NewsListFailedTexts = {
  title: string
  intro: string
  listFailed: string
  reload: string
}

const TextsContext = createContext<NewsListFailedTexts | null>(null)

/** The texts of the list's error state, handed down by the route's layout. */
export function NewsListFailedTextsProvider({
  texts,
  children,
}: {
  texts: NewsListFailedTexts
  children: ReactNode
}) {
  return <TextsContext value={texts}>{children}</TextsContext>
}

/**
 * A list view that could not be read (and was not cached): the list's
 * heading, its error state with Reload, and the reference of the log entry.
 */
export function NewsListFailed({
  error,
}: {
  error: Error & { digest?: string }
  /** Next's re-render of what failed: not used, Reload loads the page again. */
  reset: () => void
}) {
  const texts = useContext(TextsContext)
  const errorTexts = useErrorTexts()
  if (!texts) throw new Error('NewsListFailed needs <NewsListFailedTextsProvider>.')
  return (
    <div className="container-page flex flex-col gap-6 pb-section pt-10 sm:gap-10 desktop:pt-14">
      <title>{texts.listFailed}</title>
      <PageHeader title={texts.title} intro={texts.intro} />
      <StateMessage
        tone="error"
        message={texts.listFailed}
        action={<ReloadButton label={texts.reload} error={error} />}
      />
      {error.digest ? (
        <p className="text-center text-sm text-muted">
          {errorTexts.reference.replace('{id}', error.digest)}
        </p>
      ) : null}
    </div>
  )
}

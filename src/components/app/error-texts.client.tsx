'use client'

import { createContext, useContext, type ReactNode } from 'react'

export type ErrorTexts = {
  title: string
  message: string
  retry: string
  home: string
  reference: string
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null)

/** The error page's texts, handed down by the layout (the error boundary cannot take props). */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts
  children: ReactNode
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext)
  if (!texts) throw new Error('useErrorTexts needs <ErrorTextsProvider> (see SiteDocument).')
  return texts
}

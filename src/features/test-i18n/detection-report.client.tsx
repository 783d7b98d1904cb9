'use client'

import { useSyncExternalStore } from 'react'
import { detectLocale, matchLocale } from '@/i18n/detect'
import { localeCookie } from '@/i18n/locales'

type Labels = {
  chosenBy: string
  sourceUrl: string
  cookieValue: string
  browserLanguages: string
  rootWouldUse: string
  none: string
  /** `{locale}` and `{source}` are replaced. */
  rootValue: string
}

const noop = () => () => {}

function readCookie(): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${localeCookie.name}=`))
  return match ? match.slice(localeCookie.name.length + 1) : ''
}

/** What the browser tells about language: the cookie, its language list and what `/` would pick. */
export function DetectionReport({
  labels,
  sourceLabels,
}: {
  labels: Labels
  sourceLabels: Record<string, string>
}) {
  const cookie = useSyncExternalStore(noop, readCookie, () => '')
  const languages = useSyncExternalStore(
    noop,
    () => navigator.languages.join(', '),
    () => '',
  )
  const root = detectLocale({ cookie: cookie || undefined, acceptLanguage: languages })
  const browserMatch = matchLocale(languages.split(', ').filter(Boolean))
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
      <dt className="font-bold text-ink">{labels.chosenBy}</dt>
      <dd data-testid="locale-source">{labels.sourceUrl}</dd>
      <dt className="font-bold text-ink">{labels.cookieValue}</dt>
      <dd data-testid="locale-cookie">{cookie || labels.none}</dd>
      <dt className="font-bold text-ink">{labels.browserLanguages}</dt>
      <dd data-testid="browser-languages">
        {languages || labels.none}
        {browserMatch ? ` → ${browserMatch}` : ''}
      </dd>
      <dt className="font-bold text-ink">{labels.rootWouldUse}</dt>
      <dd data-testid="root-locale">
        {labels.rootValue
          .replace('{locale}', root.locale)
          .replace('{source}', sourceLabels[root.source] ?? root.source)}
      </dd>
    </dl>
  )
}

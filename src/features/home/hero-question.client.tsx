'use client'

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { SendIcon } from '@/components/ui/icons'
import { toast } from '@/lib/toast'

/** The longest question the agent app takes. */
export const QUESTION_MAX_LENGTH = 500
/** From this many characters left, the box says how many remain. */
const SHOW_REMAINING_FROM = 100

/**
 * The hero's question box. Empty or blank: a warning toast. Otherwise the
 * agent app opens in a new tab with `q` and `lang`. Without JavaScript the
 * form still submits to the agent app (the browser builds the same query).
 * As the length limit nears, it says how many characters are left, and when
 * the limit is reached, that it is (`remaining`, `limitReached`: templates
 * with `{count}` and `{limit}`).
 */
export function HeroQuestion({
  action,
  lang,
  label,
  placeholder,
  submit,
  emptyMessage,
  remaining,
  limitReached,
}: {
  action: string
  lang: string
  label: string
  placeholder: string
  submit: string
  emptyMessage: string
  remaining: string
  limitReached: string
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const [length, setLength] = useState(0)
  const left = QUESTION_MAX_LENGTH - length
  const counter =
    left <= 0
      ? limitReached.replace('{limit}', String(QUESTION_MAX_LENGTH))
      : left <= SHOW_REMAINING_FROM
        ? remaining.replace('{count}', String(left))
        : ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const question = inputRef.current?.value.trim() ?? ''
    if (!question) {
      toast.warning(emptyMessage)
      inputRef.current?.focus()
      return
    }
    const url = new URL(action)
    url.searchParams.set('q', question)
    url.searchParams.set('lang', lang)
    window.open(url.toString(), '_blank', 'noopener')
  }

  // Enter sends, as in a one-line field; Shift+Enter, or Enter that ends an
  // input method's composition (Chinese), does not.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }

  return (
    <form
      action={action}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      noValidate
      className="flex w-full max-w-2xl flex-col gap-3 rounded-card bg-surface p-2 shadow-pop ring-1 ring-line has-[textarea:focus-visible]:ring-2 has-[textarea:focus-visible]:ring-brand sm:flex-row sm:flex-wrap sm:items-center"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* A text box that wraps: the example in its placeholder is read whole at any width. */}
      <textarea
        ref={inputRef}
        id={id}
        name="q"
        rows={1}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={QUESTION_MAX_LENGTH}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-left`}
        placeholder={placeholder}
        className="question-box max-h-40 min-h-12 min-w-0 flex-1 resize-none rounded-control bg-transparent px-4 py-3 text-base leading-6 text-ink placeholder:text-muted focus:outline-none"
      />
      <input type="hidden" name="lang" value={lang} />
      <p
        id={`${id}-left`}
        aria-live="polite"
        className={`px-4 text-sm empty:absolute sm:order-last sm:w-full ${left <= 0 ? 'font-bold text-warning' : 'text-muted'}`}
      >
        {counter}
      </p>
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-control bg-brand px-6 text-base font-bold text-white transition-colors hover:bg-brand-strong"
      >
        {submit}
        <SendIcon />
      </button>
    </form>
  )
}

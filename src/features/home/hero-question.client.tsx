'use client'

import { useId, useRef, type FormEvent } from 'react'
import { SendIcon } from '@/components/ui/icons'
import { toast } from '@/lib/toast'

/**
 * The hero's question box. Empty or blank: a warning toast. Otherwise the
 * agent app opens in a new tab with `q` and `lang`. Without JavaScript the
 * form still submits to the agent app (the browser builds the same query).
 */
export function HeroQuestion({
  action,
  lang,
  label,
  placeholder,
  submit,
  emptyMessage,
}: {
  action: string
  lang: string
  label: string
  placeholder: string
  submit: string
  emptyMessage: string
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

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

  return (
    <form
      action={action}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      noValidate
      className="flex w-full max-w-2xl flex-col gap-3 rounded-card bg-surface p-2 shadow-pop ring-1 ring-line sm:flex-row sm:items-center"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={500}
        placeholder={placeholder}
        className="h-12 min-w-0 flex-1 rounded-control bg-transparent px-4 text-base text-ink placeholder:text-muted focus:outline-none"
      />
      <input type="hidden" name="lang" value={lang} />
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

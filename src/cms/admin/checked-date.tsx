'use client'

import { useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { isRealDateTime, typedDatePath } from '../typed-date'

/**
 * Under Payload's date and time picker: checks what the editor typed, as
 * typed. A date or time that does not exist ("2026-13-45 99:99",
 * "tomorrow") would otherwise be turned into another one or ignored without
 * a word. The typed text travels with the save (a hidden field), which
 * refuses it at this field (fields/language-check.ts). Listens to the
 * picker's input from beside it: Payload renders the field itself.
 * When to remove: once Payload's date field reports text it cannot read.
 */
export function CheckedDate({ path }: { path: string }) {
  const typed = useField<string>({ path: typedDatePath(path) })
  const marker = useRef<HTMLSpanElement>(null)
  const { setValue } = typed
  useEffect(() => {
    const field = marker.current?.closest<HTMLElement>('.field-type')
    if (!field) return
    // Each keystroke: the picker drops text it cannot read (or reads it as
    // another date) before the input loses focus, so the text is checked as
    // it is typed.
    const onInput = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement)) return
      const text = input.value.trim()
      setValue(text === '' || isRealDateTime(text) ? '' : text)
    }
    // A day or a time picked in the calendar replaces whatever was typed.
    const onPick = (event: Event) => {
      const target = event.target
      if (
        target instanceof Element &&
        target.closest('.react-datepicker__day, .react-datepicker__time-list-item')
      ) {
        setValue('')
      }
    }
    field.addEventListener('input', onInput, true)
    document.addEventListener('click', onPick, true)
    return () => {
      field.removeEventListener('input', onInput, true)
      document.removeEventListener('click', onPick, true)
    }
  }, [setValue])
  return <span ref={marker} hidden />
}

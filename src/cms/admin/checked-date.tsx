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
    // What was typed last is checked when the input is left: the picker
    // reads typed text only once whole (strictParsing) and puts its own date
    // back on leaving, so the text is kept as it is typed. (Marked on every
    // keystroke, the form re-rendered the picker, which then dropped the first
    // character typed into an emptied field.)
    let typedText: string | null = null
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement) typedText = event.target.value.trim()
    }
    const onLeave = () => {
      if (typedText === null) return
      setValue(typedText === '' || isRealDateTime(typedText) ? '' : typedText)
      typedText = null
    }
    // A day or a time picked in the calendar replaces whatever was typed.
    const onPick = (event: Event) => {
      const target = event.target
      if (
        target instanceof Element &&
        target.closest('.react-datepicker__day, .react-datepicker__time-list-item')
      ) {
        typedText = null
        setValue('')
      }
    }
    field.addEventListener('input', onInput, true)
    field.addEventListener('focusout', onLeave, true)
    document.addEventListener('click', onPick, true)
    return () => {
      field.removeEventListener('input', onInput, true)
      field.removeEventListener('focusout', onLeave, true)
      document.removeEventListener('click', onPick, true)
    }
  }, [setValue])
  return <span ref={marker} hidden />
}

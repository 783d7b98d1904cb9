import type { Field } from 'payload'

/** The hidden field that carries what the editor typed into date field `path`. */
export function typedDatePath(path: string): string {
  return `${path}Typed`
}

const format = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

/** Whether `text` is a date and time as the admin's pickers show them (2026-11-24 09:30) that exists. */
export function isRealDateTime(text: string): boolean {
  const match = format.exec(text)
  if (!match) return false
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  )
}

/** The hidden, unstored field that brings a date field's typed text to the server. */
export function typedDateField(name: string): Field {
  return {
    name: typedDatePath(name),
    type: 'text',
    virtual: true,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    access: { read: () => false },
  }
}

import type { DateField } from 'payload'
import { timeZone } from '../i18n/locales'
import { adminLabel } from './admin-text'

/**
 * The one time zone of a date field: the company's. The admin's picker shows
 * and reads times in it (not the browser's), the list shows them in it, and
 * the picker names it.
 */
export const siteTimeZone: NonNullable<DateField['timezone']> = {
  defaultTimezone: timeZone,
  // The option's label is shown as is in both admin languages (its type is a
  // string): the zone's own name; the field's label names it in words.
  supportedTimezones: [{ label: `${timeZone} (UTC+8)`, value: timeZone }],
  // The stored zone is always the company's: saves need not send it; it is
  // named in the admin's language, and no column or filter (it says nothing).
  override: ({ baseField }) => ({
    ...baseField,
    required: false,
    label: adminLabel('时区', 'Time zone'),
    admin: { ...baseField.admin, disableListColumn: true, disableListFilter: true },
  }),
}

/**
 * How the admin's picker shows a date and time, and reads one typed as shown
 * (2026-11-24 09:30): on a 24-hour clock, picked in 5-minute steps. Typed
 * text is read only once whole; read as it was typed, "2" became a year and
 * the picker rewrote the text under the editor's fingers.
 */
export const dateTimePicker = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'yyyy-MM-dd HH:mm',
  timeIntervals: 5,
  timeFormat: 'HH:mm',
  overrides: { strictParsing: true },
} satisfies NonNullable<NonNullable<DateField['admin']>['date']>

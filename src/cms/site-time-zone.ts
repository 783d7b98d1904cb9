import type { DateField } from 'payload'
import { timeZone } from '../i18n/locales'
import { adminLabel } from './admin-text'
import { timeZoneName } from './publication-state'

/**
 * The one time zone of a date field: the company's. The admin's picker shows
 * and reads times in it (not the browser's), the list shows them in it, and
 * the picker names it.
 */
export const siteTimeZone: NonNullable<DateField['timezone']> = {
  defaultTimezone: timeZone,
  // Payload's picker translates an option label given in both languages; its
  // type asks for a string.
  supportedTimezones: [
    {
      label: {
        zh: `${timeZoneName.zh}（UTC+8）`,
        en: `${timeZoneName.en} (UTC+8)`,
      } as unknown as string,
      value: timeZone,
    },
  ],
  // The stored zone is always the company's: saves need not send it, and its
  // column and filter are named in the admin's language.
  override: ({ baseField }) => ({
    ...baseField,
    required: false,
    label: adminLabel('时区', 'Time zone'),
  }),
}
